import { describe, expect, it } from 'vitest'
import { getConnectMethodsOrder } from './connect-methods-order.js'

const allOn = { hasBrowserWallet: false, emailEnabled: true, socialsEnabled: true }

describe('getConnectMethodsOrder', () => {
  it('SPEC §2: connect method order is email, social, wallet', () => {
    expect(getConnectMethodsOrder(allOn)).toEqual(['email', 'social', 'wallet'])
  })

  it('SPEC §2: wallet comes first when an injected or announced browser wallet is present', () => {
    expect(getConnectMethodsOrder({ ...allOn, hasBrowserWallet: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(
      getConnectMethodsOrder({ ...allOn, order: ['email', 'social', 'wallet'], hasBrowserWallet: true }),
    ).toEqual(['wallet', 'email', 'social'])
  })

  it('email and social entries appear only when those features are on', () => {
    expect(getConnectMethodsOrder({ ...allOn, emailEnabled: false })).toEqual(['social', 'wallet'])
    expect(getConnectMethodsOrder({ ...allOn, socialsEnabled: false, hasBrowserWallet: true })).toEqual([
      'wallet',
      'email',
    ])
  })

  it("keeps a host's own order as given", () => {
    expect(
      getConnectMethodsOrder({ ...allOn, order: ['social', 'wallet', 'email'], hasBrowserWallet: true }),
    ).toEqual(['social', 'wallet', 'email'])
  })
})
