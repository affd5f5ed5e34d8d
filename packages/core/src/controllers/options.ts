import {
  CONNECT_METHODS_ORDER,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  type Locale,
  resolveLocale,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES_ORDER,
} from '@gangway/common/start'
import { proxy } from 'valtio/vanilla'
import type { AppKitOptions, Features } from '../options.js'
import { clonePlain } from '../utils/clone.js'
import { toStateNetwork } from '../utils/state-network.js'

/** Options after defaults are applied (SPEC §9); `features` is complete. */
// The adapters and the SIWX config are objects with behaviour: they stay out of the (proxied, cloned) state.
export type ResolvedOptions = Omit<
  AppKitOptions,
  'features' | 'adapters' | 'siwx' | 'siweConfig' | 'locale'
> & {
  /** The shipped locale the host's `locale` tag resolves to ('es-MX' → 'es'; unknown → 'en'). */
  locale: Locale
  features: Required<Omit<NonNullable<AppKitOptions['features']>, 'socials'>> & {
    socials: NonNullable<NonNullable<AppKitOptions['features']>['socials']>
  }
}

/** SPEC §9 feature defaults, completed with the options AppKit also defaults. */
export function defaultFeatures(): ResolvedOptions['features'] {
  return {
    ...DEFAULT_FEATURES,
    emailShowWallets: true,
    headless: false,
    socials: [...SOCIAL_PROVIDERS],
    connectorTypeOrder: [...CONNECTOR_TYPE_ORDER],
    connectMethodsOrder: [...CONNECT_METHODS_ORDER],
    walletFeaturesOrder: [...WALLET_FEATURES_ORDER],
  }
}

/** Applies the defaults to what the host passed; the host's values always win. */
export function resolveOptions(options: AppKitOptions): ResolvedOptions {
  const { adapters: _adapters, siwx: _siwx, siweConfig: _siwe, features, ...given } = options
  const rest = clonePlain(given)
  return {
    ...rest,
    ...(rest.networks ? { networks: toStateNetwork(rest.networks) } : {}),
    basic: rest.basic ?? false,
    enableEmbedded: rest.enableEmbedded ?? false,
    enableNetworkSwitch: rest.enableNetworkSwitch ?? true,
    allowUnsupportedChain: rest.allowUnsupportedChain ?? false,
    enableReconnect: rest.enableReconnect ?? true,
    enableEIP6963: rest.enableEIP6963 ?? true,
    enableInjected: rest.enableInjected ?? true,
    enableWallets: rest.enableWallets ?? true,
    enableWalletConnect: rest.enableWalletConnect ?? true,
    enableCoinbase: rest.enableCoinbase ?? true,
    enableWalletGuide: rest.enableWalletGuide ?? true,
    showWallets: rest.showWallets ?? true,
    allWallets: rest.allWallets ?? 'SHOW',
    locale: resolveLocale(rest.locale),
    features: { ...defaultFeatures(), ...clonePlain(withoutUndefined(features ?? {})) },
  }
}

/** The host's options with the defaults applied, as the instance's proxied state. */
export function createOptionsController(deps: { options: AppKitOptions }) {
  const state = proxy(resolveOptions(deps.options))

  function updateFeatures(patch: Features): void {
    Object.assign(state.features, clonePlain(withoutUndefined(patch)))
  }

  return {
    state,
    updateFeatures,
    updateOptions(patch: Partial<AppKitOptions>): void {
      const {
        adapters: _adapters,
        siwx: _siwx,
        siweConfig: _siwe,
        features,
        locale,
        networks,
        ...rest
      } = patch
      Object.assign(state, clonePlain(withoutUndefined(rest)))
      if (networks) state.networks = toStateNetwork(networks)
      if (locale !== undefined) state.locale = resolveLocale(locale)
      if (features) updateFeatures(features)
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface OptionsController extends ReturnType<typeof createOptionsController> {}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>
}
