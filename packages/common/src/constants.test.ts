import { describe, expect, it } from 'vitest'
import {
  CACHE_TTL,
  CHAIN_NAMESPACES,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  LIMITS,
  NAME_SUFFIXES,
  RETRY,
  RPC_DEFAULTS,
  SOCIAL_PROVIDERS,
  TIMING,
  WALLET_FEATURES_ORDER,
  WALLET_LIST,
} from './constants.js'

describe('constants', () => {
  it('SPEC §1: the five chain namespaces', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
  })

  it('SPEC §9 caches and retries: balances 30 s, names and identity 5 min, 2 retries 100 ms apart', () => {
    expect(CACHE_TTL).toEqual({
      portfolioBalance: 30_000,
      nativeBalance: 30_000,
      names: 300_000,
      identity: 300_000,
    })
    expect(RETRY).toEqual({
      balanceRetryWait: 30_000,
      emailLoginCooldown: 30_000,
      fetchRetries: 2,
      fetchRetryDelay: 100,
    })
  })

  it('SPEC §9 wallet lists: 2 recent, pages of 40, 4 recommended, search 100 after at least 300 ms', () => {
    expect(WALLET_LIST).toEqual({
      recentWallets: 2,
      pageSize: 40,
      recommendedCount: 4,
      searchResults: 100,
      searchMinWait: 300,
    })
  })

  it('SPEC §9 RPC: timeout 10 s, batch size 1000, fallback polling 4 s', () => {
    expect(RPC_DEFAULTS).toEqual({ timeout: 10_000, batchSize: 1000, fallbackPolling: 4_000 })
  })

  it('SPEC §9 timing: frame, sign-out, shake, preload, banner, heartbeat and pairing values', () => {
    expect(TIMING).toEqual({
      frameReadyPause: 500,
      frameLoadTimeout: 20_000,
      requestTimeout: 30_000,
      signOutWait: 3_000,
      modalShake: 500,
      imagePreloadRace: 2_000,
      bannerReshow: 150,
      heartbeat: 5_000,
      pairingExpiry: 240_000,
      pairingExpiredMargin: 10_000,
      retryInterval: 1_000,
    })
  })

  it('SPEC §9 limits and defaults: log buffer, pending limit, decimals, default chain, SDK version', () => {
    expect(LIMITS).toEqual({
      logBufferBytes: 1_024_000,
      pendingTransactions: 99,
      balanceDecimals: 3,
      tokenQuantityDecimals: 3,
      defaultChainId: 1,
      secureSdkVersion: 4,
      bigNumberDecimalPlaces: 20,
      bigNumberDisplayDecimals: 2,
    })
  })

  it('SPEC §9 features: eight on by default, four off', () => {
    const on = Object.entries(DEFAULT_FEATURES).filter(([, enabled]) => enabled)
    const off = Object.entries(DEFAULT_FEATURES).filter(([, enabled]) => !enabled)
    expect(on.map(([name]) => name)).toEqual([
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'history',
      'analytics',
      'allWallets',
    ])
    expect(off.map(([name]) => name)).toEqual(['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'])
  })

  it('SPEC §9 ordering: social options, wallet features and connectors', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('SPEC §9 names: .reown.id and the legacy .wcn.id', () => {
    expect(NAME_SUFFIXES).toEqual(['.reown.id', '.wcn.id'])
  })
})
