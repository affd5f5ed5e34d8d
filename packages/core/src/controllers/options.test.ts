import {
  CONNECT_METHODS_ORDER,
  CONNECTOR_TYPE_ORDER,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES_ORDER,
} from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { testNetworks } from '../test/fixtures.js'
import type { AppKitOptions } from '../options.js'
import { createOptionsController } from './options.js'

const base: AppKitOptions = { projectId: 'p', networks: [testNetworks.mainnet] }

describe('createOptionsController', () => {
  it('SPEC §9: features default on for swaps, onramp, receive, send, email, history, analytics, all wallets', () => {
    const { features } = createOptionsController({ options: base }).state
    for (const name of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(features[name], name).toBe(true)
    }
  })

  it('SPEC §9: features default off for legal checkbox, smart sessions, collapse wallets, pay', () => {
    const { features } = createOptionsController({ options: base }).state
    for (const name of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) {
      expect(features[name], name).toBe(false)
    }
  })

  it('SPEC §9: social options, wallet feature order, connector order and connect method order default', () => {
    const { features } = createOptionsController({ options: base }).state
    expect(features.socials).toEqual([...SOCIAL_PROVIDERS])
    expect(features.walletFeaturesOrder).toEqual([...WALLET_FEATURES_ORDER])
    expect(features.connectorTypeOrder).toEqual([...CONNECTOR_TYPE_ORDER])
    expect(features.connectMethodsOrder).toEqual([...CONNECT_METHODS_ORDER])
  })

  it('defaults network switching, reconnect and browser wallets on, unsupported chains off', () => {
    const { state } = createOptionsController({ options: base })
    expect(state).toMatchObject({
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      enableReconnect: true,
      enableEIP6963: true,
      enableInjected: true,
      basic: false,
      enableEmbedded: false,
    })
  })

  it("keeps the host's values over the defaults, including socials: false", () => {
    const { state } = createOptionsController({
      options: { ...base, enableNetworkSwitch: false, features: { socials: false, swaps: false } },
    })
    expect(state.enableNetworkSwitch).toBe(false)
    expect(state.features.socials).toBe(false)
    expect(state.features.swaps).toBe(false)
    expect(state.features.onramp).toBe(true)
  })

  it('keeps adapters out of the options state and never writes to the host object', () => {
    const options: AppKitOptions = {
      ...base,
      adapters: [],
      metadata: { name: 'a', description: '', url: '', icons: [] },
    }
    const controller = createOptionsController({ options })
    expect('adapters' in controller.state).toBe(false)
    controller.updateOptions({ metadata: { name: 'b', description: '', url: '', icons: [] } })
    // The state's networks are frozen copies: a change there can reach neither the host's object nor the state.
    expect(controller.state.networks[0]).not.toBe(testNetworks.mainnet)
    expect(() => {
      controller.state.networks[0]!.name = 'Renamed'
    }).toThrow(TypeError)
    expect(options.metadata?.name).toBe('a')
    expect(testNetworks.mainnet.name).toBe('Ethereum')
  })

  it('updates features by merging the patch', () => {
    const controller = createOptionsController({ options: base })
    controller.updateFeatures({ email: false })
    controller.updateOptions({ privacyPolicyUrl: 'https://x.test/privacy', features: { history: false } })
    expect(controller.state.features).toMatchObject({ email: false, history: false, swaps: true })
    expect(controller.state.privacyPolicyUrl).toBe('https://x.test/privacy')
  })

  it('resolves the locale to a shipped one: English by default, the language of a regional tag, English when unknown', () => {
    expect(createOptionsController({ options: base }).state.locale).toBe('en')
    expect(createOptionsController({ options: { ...base, locale: 'es-MX' } }).state.locale).toBe('es')
    expect(createOptionsController({ options: { ...base, locale: 'zh-Hans' } }).state.locale).toBe('zh-CN')
    expect(createOptionsController({ options: { ...base, locale: 'tlh' } }).state.locale).toBe('en')
  })

  it('resolves a locale changed at run time too, and keeps it when a patch has none', () => {
    const options = createOptionsController({ options: base })
    options.updateOptions({ locale: 'he-IL' })
    expect(options.state.locale).toBe('he')
    options.updateOptions({ themeMode: 'dark' })
    expect(options.state.locale).toBe('he')
  })
})
