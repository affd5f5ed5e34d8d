import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { assertEmailCooldownOver, emailCooldown, emailCooldownMessage } from './app/cooldown.js'
import { shouldCreateFrameAtStart } from './app/start.js'
import {
  FRAME_APPROVAL_METHODS,
  FRAME_RPC_ALLOW_LIST,
  isAllowedFrameRpc,
  needsFrameApproval,
} from './protocol/rpc.js'

describe('SPEC §5 e-mail cooldown', () => {
  const last = 1_000_000

  it('blocks for 30 s after the last e-mail login, counting seconds up', () => {
    expect(emailCooldown(last, last)).toBe(30)
    expect(emailCooldown(last, last + 1)).toBe(30)
    expect(emailCooldown(String(last), last + 29_001)).toBe(1)
    expect(emailCooldown(last, last + 30_000)).toBeUndefined()
  })

  it('does not block without a readable stored time, and waits at most 30 s if the clock moved back', () => {
    expect(emailCooldown(undefined, last)).toBeUndefined()
    expect(emailCooldown(null, last)).toBeUndefined()
    expect(emailCooldown('', last)).toBeUndefined()
    expect(emailCooldown('garbage', last)).toBeUndefined()
    expect(emailCooldown(last + 3_600_000, last)).toBe(30)
  })

  it("says 'Please try again after {n} seconds'", () => {
    expect(emailCooldownMessage(12)).toBe('Please try again after 12 seconds')
    expect(() => assertEmailCooldownOver(last, last + 18_000)).toThrow('Please try again after 12 seconds')
    expect(() => assertEmailCooldownOver(last, last + 30_000)).not.toThrow()
  })
})

describe('SPEC §4 frame creation at start', () => {
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null })

  it('creates the frame at start only when the e-mail login flag is stored', () => {
    expect(shouldCreateFrameAtStart(storage({ [STORAGE_KEYS.loginWithEmail]: 'ID_AUTH' }))).toBe(true)
    expect(shouldCreateFrameAtStart(storage({}))).toBe(false)
    expect(shouldCreateFrameAtStart(storage({ [STORAGE_KEYS.loginWithEmail]: '' }))).toBe(false)
    expect(shouldCreateFrameAtStart(undefined)).toBe(false)
  })

  it('treats storage that throws as "not stored", so the frame loads lazily', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(shouldCreateFrameAtStart(blocked)).toBe(false)
  })
})

describe('SPEC §6 frame RPC allow-list', () => {
  it('allows eth_* reads and writes, personal_sign, typed data v4, Solana signing and the wallet_* methods', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'solana_signMessage',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
    ]) {
      expect(isAllowedFrameRpc(method), method).toBe(true)
    }
  })

  it('refuses anything else, including raw-hash eth_sign and non-strings', () => {
    for (const method of [
      'eth_sign',
      'eth_signTypedData',
      'wallet_addEthereumChain',
      'toString',
      '',
      undefined,
      1,
    ]) {
      expect(isAllowedFrameRpc(method)).toBe(false)
    }
    expect([...FRAME_RPC_ALLOW_LIST].every((method) => /^(eth|personal|solana|wallet)_/.test(method))).toBe(
      true,
    )
  })
})

describe('needsFrameApproval', () => {
  it('holds every signing and spending method, and only allow-listed ones', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
    ]) {
      expect(needsFrameApproval(method), method).toBe(true)
    }
    expect([...FRAME_APPROVAL_METHODS].every((method) => isAllowedFrameRpc(method))).toBe(true)
  })

  it('lets reads through without approval', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction', 42]) {
      expect(needsFrameApproval(method)).toBe(false)
    }
  })
})
