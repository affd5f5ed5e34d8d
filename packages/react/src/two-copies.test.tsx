import { act } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { mainnet } from './networks.js'

const options = { projectId: 'test', networks: [mainnet] as [typeof mainnet] }

afterEach(() => {
  document.body.replaceChildren()
})

it('lets <appkit-button>, defined by the first copy of the package on a page, follow instances of a second copy', async () => {
  const first = await import('./index.js')
  const older = first.createAppKit(options)
  vi.resetModules()
  const second = await import('./index.js')
  expect(second.createAppKit).not.toBe(first.createAppKit)
  await older.destroy()
  const newer = second.createAppKit(options)
  const element = document.createElement('appkit-button')
  await act(async () => {
    document.body.append(element)
  })
  expect(element.textContent).toContain('Connect Wallet')
  await act(() => newer.destroy())
  expect(element.textContent).toBe('')
})
