import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { CoreProvider } from '../context.js'
import { createTestCore } from '../test-utils.js'
import { usePartTranslateError } from './use-part-translate-error.js'

const part = { partDeclined: 'Transaction declined' } as const

function translateErrorWith(messages: Record<string, string>) {
  const core = createTestCore({ messages })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreProvider core={core}>{children}</CoreProvider>
  )
  return renderHook(() => usePartTranslateError(part), { wrapper }).result.current
}

describe('usePartTranslateError', () => {
  it("shows the host's override of a part message that core reported in English", () => {
    const translateError = translateErrorWith({ partDeclined: 'Transaktion abgelehnt' })
    expect(translateError('Transaction declined')).toBe('Transaktion abgelehnt')
  })

  it('keeps the English text when the host has no override', () => {
    expect(translateErrorWith({})('Transaction declined')).toBe('Transaction declined')
  })

  it('falls back to the start-up catalogue (and its overrides), then to the text itself', () => {
    const translateError = translateErrorWith({ connectionDeclined: 'Verbindung abgelehnt' })
    expect(translateError('Connection declined')).toBe('Verbindung abgelehnt')
    expect(translateError('Blockhash not found')).toBe('Blockhash not found')
  })
})
