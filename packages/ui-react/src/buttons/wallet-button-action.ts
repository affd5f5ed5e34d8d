import type { ChainNamespace } from '@gangway/common'
import type { AppKitCore, ListedWallet, SocialProvider } from '@gangway/core'
import { isWalletConnectConnector } from '@gangway/core/start'
import type { WalletButtonTarget } from './wallet-button-target.js'

type SocialStarter = typeof import('../views/ConnectingSocial/open-popup.js')
let socialStarter: SocialStarter | undefined

/**
 * Loads the social sign-in starter (it is sign-in code, kept out of the start-up download). A button calls it on
 * the visitor's first intent, so that the click can open the provider's popup while the browser still allows it.
 */
export function preloadSocialSignIn(): Promise<SocialStarter> {
  return import('../views/ConnectingSocial/open-popup.js').then((module) => {
    socialStarter = module
    return module
  })
}

function startSocial(core: AppKitCore, provider: SocialProvider): void {
  core.store.events.send({ type: 'track', event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
  if (provider === 'farcaster') {
    core.store.router.push('ConnectingFarcaster')
    return
  }
  if (socialStarter) {
    socialStarter.startSocialSignIn(core, provider)
    return
  }
  // Clicked before the starter loaded: the popup may be blocked now, and ConnectingSocial then offers Try again
  // (a new click, which can open it).
  preloadSocialSignIn()
    .then(({ startSocialSignIn }) => startSocialSignIn(core, provider))
    .catch(() => core.store.router.reset('Connect'))
}

/**
 * A directory wallet as picking it in All Wallets opens it: its WalletConnect pairing (the QR code on a desktop,
 * its app by deep link on a phone; core reports the pick when the pairing starts), or, without WalletConnect,
 * where to get it.
 */
function openDirectoryWallet(core: AppKitCore, wallet: ListedWallet, namespace: ChainNamespace | undefined) {
  if (core.walletConnectEnabled) {
    void core.open({ view: 'ConnectingWalletConnect', namespace, arguments: { wallet } })
    return
  }
  core.store.events.send({
    type: 'track',
    event: 'SELECT_WALLET',
    properties: { name: wallet.name, id: wallet.id, source: wallet.source },
  })
  void core.open({ view: 'Downloads', namespace, arguments: { wallet } })
}

/**
 * A wallet button's click: the modal opens on that wallet's step, as picking it in Connect would. A browser wallet
 * is asked to connect at once (ConnectingExternal shows it waiting), WalletConnect shows its pairing, a wallet on
 * several namespaces the namespace choice, a social provider starts its sign-in, a directory wallet its pairing.
 * Nothing found opens the modal where the visitor chooses (Connect, or Account when connected).
 */
export function openWalletTarget(
  core: AppKitCore,
  target: WalletButtonTarget,
  namespace: ChainNamespace | undefined,
): void {
  if (target.kind === 'none') {
    void core.open({ namespace })
    return
  }
  if (target.kind === 'directory') {
    openDirectoryWallet(core, target.wallet, namespace)
    return
  }
  if (target.kind === 'social') {
    void core.open({ view: 'Connect', namespace })
    startSocial(core, target.provider)
    return
  }
  const { connector } = target
  if (isWalletConnectConnector(connector)) {
    void core.open({ view: 'ConnectingWalletConnect', namespace, arguments: { connector } })
    return
  }
  if (connector.type === 'MULTI_CHAIN') {
    void core.open({ view: 'ConnectingMultiChain', namespace, arguments: { connector } })
    return
  }
  void core.open({ view: 'ConnectingExternal', namespace, arguments: { connector } })
  void core.connect(connector)
}
