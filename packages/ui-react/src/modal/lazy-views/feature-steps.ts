import { lazyView } from '../lazy-view.js'

// The steps after the first view of Send, Swap and Buy. The first view preloads its own steps, so each renders
// at once; the first views themselves are in ./wallet-features.ts, which no step imports.

export const WalletSendSelectToken = lazyView(() =>
  import('../../views/WalletSendSelectToken/index.js').then((module) => module.WalletSendSelectToken),
)
export const WalletSendPreview = lazyView(() =>
  import('../../views/WalletSendPreview/index.js').then((module) => module.WalletSendPreview),
)

/** Starts loading the token choice and the review of Send; resolves once both have arrived. */
export function preloadSendSteps(): Promise<void> {
  return Promise.all([WalletSendSelectToken.preload(), WalletSendPreview.preload()]).then(() => undefined)
}

export const SwapSelectToken = lazyView(() =>
  import('../../views/SwapSelectToken/index.js').then((module) => module.SwapSelectToken),
)
export const SwapPreview = lazyView(() =>
  import('../../views/SwapPreview/index.js').then((module) => module.SwapPreview),
)

/** Starts loading the token list and the review of Swap; resolves once both have arrived. */
export function preloadSwapSteps(): Promise<void> {
  return Promise.all([SwapSelectToken.preload(), SwapPreview.preload()]).then(() => undefined)
}

export const OnRampTokenSelect = lazyView(() =>
  import('../../views/OnRampTokenSelect/index.js').then((module) => module.OnRampTokenSelect),
)
export const OnRampFiatSelect = lazyView(() =>
  import('../../views/OnRampFiatSelect/index.js').then((module) => module.OnRampFiatSelect),
)
export const BuyInProgress = lazyView(() =>
  import('../../views/BuyInProgress/index.js').then((module) => module.BuyInProgress),
)

/** Starts loading the Buy steps after the providers, so picking a coin, a currency or a provider never waits. */
export function preloadOnrampSteps(): Promise<void> {
  return Promise.all([OnRampTokenSelect.preload(), OnRampFiatSelect.preload(), BuyInProgress.preload()]).then(
    () => undefined,
  )
}
