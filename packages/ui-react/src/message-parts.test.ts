import { describe, expect, it } from 'vitest'
import { createPartTranslate } from './message-parts.js'
import { defaultMessages } from './messages.js'
import { authMessages } from './views/auth-messages.js'
import { multiChainMessages } from './views/multichain-messages.js'
import { nameMessages } from './views/name-messages.js'
import { onrampMessages } from './views/OnRampProviders/onramp-messages.js'
import { receiveMessages } from './views/receive-messages.js'
import { sendMessages } from './views/send-messages.js'
import { siwxMessages } from './views/siwx-messages.js'
import { swapMessages } from './views/Swap/swap-messages.js'
import { walletConnectMessages } from './views/walletconnect-messages.js'

const part = { swapTitle: 'Swap', swapRate: '1 {from} = {rate} {to}' } as const

const PARTS = {
  authMessages,
  multiChainMessages,
  nameMessages,
  onrampMessages,
  receiveMessages,
  sendMessages,
  siwxMessages,
  swapMessages,
  walletConnectMessages,
}

describe('catalogue parts', () => {
  it("fill placeholders, and the host's overrides win as for the main catalogue", () => {
    expect(createPartTranslate(part)('swapRate', { from: 'ETH', rate: '3,000', to: 'GUSD' })).toBe(
      '1 ETH = 3,000 GUSD',
    )
    const t = createPartTranslate(part, { swapTitle: 'Tauschen' })
    expect(t('swapTitle')).toBe('Tauschen')
    expect(t('swapRate', { from: 'A', rate: '2', to: 'B' })).toBe('1 A = 2 B')
  })

  it("share no key with the start-up catalogue or with each other (a host's override names one string)", () => {
    const seen = new Map<string, string>(Object.keys(defaultMessages).map((key) => [key, 'defaultMessages']))
    const shared: string[] = []
    for (const [name, messages] of Object.entries(PARTS)) {
      for (const key of Object.keys(messages)) {
        const owner = seen.get(key)
        if (owner) shared.push(`${key} (${owner}, ${name})`)
        seen.set(key, name)
      }
    }
    expect(shared).toEqual([])
  })

  it('keep the titles the view registry shows in the start-up catalogue', () => {
    expect(defaultMessages).toMatchObject({
      sendTitle: 'Send',
      selectTokenTitle: 'Select Token',
      reviewSendTitle: 'Review Send',
      registerNameTitle: 'Choose your name',
      registerNameSuccessTitle: 'Name registered',
      chooseName: 'Choose a name',
    })
    expect(sendMessages.sendDeclined).toBe('Transaction declined')
    expect(nameMessages.registerName).toBe('Register name')
  })
})
