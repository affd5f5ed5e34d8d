import { describe, expect, it } from 'vitest'
import { createConnectionController } from './connection.js'

describe('createConnectionController', () => {
  it('SPEC §4: status starts disconnected and goes connecting, then connected', () => {
    const connection = createConnectionController()
    expect(connection.state.status).toBe('disconnected')
    connection.setStatus('connecting')
    expect(connection.state.status).toBe('connecting')
    connection.setStatus('connected')
    expect(connection.state.status).toBe('connected')
  })

  it('keeps the wallet being connected, with its provider by reference', () => {
    const connection = createConnectionController()
    const provider = {}
    connection.setConnectingWallet({ id: 'w', name: 'W', type: 'INJECTED', chain: 'eip155', provider })
    expect(connection.state.connectingWallet?.name).toBe('W')
    expect(connection.state.connectingWallet?.provider).toBe(provider)
    connection.setConnectingWallet(undefined)
    expect(connection.state.connectingWallet).toBeUndefined()
  })

  it('keeps the last error message until it is cleared', () => {
    const connection = createConnectionController()
    connection.setError('Connection declined')
    expect(connection.state.error).toBe('Connection declined')
    connection.setError(undefined)
    expect(connection.state.error).toBeUndefined()
  })
})
