import { describe, expect, it } from 'vitest'
import { createPartTranslate } from './message-parts.js'

const part = { swapTitle: 'Swap', swapRate: '1 {from} = {rate} {to}' } as const

describe('catalogue parts', () => {
  it("fill placeholders, and the host's overrides win as for the main catalogue", () => {
    expect(createPartTranslate(part)('swapRate', { from: 'ETH', rate: '3,000', to: 'GUSD' })).toBe(
      '1 ETH = 3,000 GUSD',
    )
    const t = createPartTranslate(part, { swapTitle: 'Tauschen' })
    expect(t('swapTitle')).toBe('Tauschen')
    expect(t('swapRate', { from: 'A', rate: '2', to: 'B' })).toBe('1 A = 2 B')
  })
})
