import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MissingCoreProviderError, useCore } from './context.js'
import { useMessages } from './use-messages.js'
import { createTestCore, renderWithCore, update } from './test-utils.js'

function Label() {
  const t = useMessages()
  return <p>{t('connectWallet')}</p>
}

function Orphan() {
  useCore()
  return null
}

describe('CoreProvider / useMessages', () => {
  it('follows host message overrides, also when they change later', async () => {
    const core = createTestCore({ messages: { connectWallet: 'Sign in' } })
    renderWithCore(<Label />, core)
    expect(screen.getByText('Sign in')).toBeTruthy()
    await update(() => core.store.options.updateOptions({ messages: { connectWallet: 'Log in' } }))
    expect(screen.getByText('Log in')).toBeTruthy()
  })

  it('useCore outside a CoreProvider fails with a clear error', () => {
    // React logs the thrown error as well; keep the test output about the assertion.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow(MissingCoreProviderError)
    consoleError.mockRestore()
  })
})
