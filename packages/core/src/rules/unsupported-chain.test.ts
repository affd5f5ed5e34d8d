import { describe, expect, it } from 'vitest'
import { shouldShowUnsupportedChain } from './unsupported-chain.js'

const allHold = {
  activeNetworkRequested: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  basic: false,
}

describe('shouldShowUnsupportedChain', () => {
  it('SPEC §2: UnsupportedChain is shown when all four conditions hold', () => {
    expect(shouldShowUnsupportedChain(allHold)).toBe(true)
  })

  it('SPEC §2: not shown when the active network is among the requested networks', () => {
    expect(shouldShowUnsupportedChain({ ...allHold, activeNetworkRequested: true })).toBe(false)
  })

  it('SPEC §2: not shown when network switching is disabled', () => {
    expect(shouldShowUnsupportedChain({ ...allHold, enableNetworkSwitch: false })).toBe(false)
  })

  it('SPEC §2: not shown when unsupported chains are allowed', () => {
    expect(shouldShowUnsupportedChain({ ...allHold, allowUnsupportedChain: true })).toBe(false)
  })

  it('SPEC §2: not shown in basic mode', () => {
    expect(shouldShowUnsupportedChain({ ...allHold, basic: true })).toBe(false)
  })
})
