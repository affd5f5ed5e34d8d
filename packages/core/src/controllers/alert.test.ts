import { describe, expect, it } from 'vitest'
import { createAlertController } from './alert.js'

describe('createAlertController', () => {
  it('SPEC §3: an alert has a message, a variant, open and autoClose', () => {
    const alert = createAlertController()
    expect(alert.state.open).toBe(false)
    alert.open('Network Not Found', 'error')
    expect(alert.state).toEqual({
      message: 'Network Not Found',
      variant: 'error',
      open: true,
      autoClose: true,
    })
    alert.open('Waiting', 'loading', false)
    expect(alert.state.autoClose).toBe(false)
    alert.close()
    expect(alert.state.open).toBe(false)
  })
})
