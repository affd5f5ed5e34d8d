import { WagmiAdapter } from '@gangway/adapter-wagmi'
import {
  type AccountInfo,
  type AppKit,
  createAppKit,
  type NetworkInfo,
  type PublicState,
} from '@gangway/html'
import { customRpcUrls, evmNetworks, locale, projectId, services } from '../config'
import { registerTestWallet } from '../test-wallet'
import { prepend, show } from './output'

// A plain page: no framework, the DOM and what @gangway/html gives. The test wallet is the sandbox's own.
registerTestWallet()

// `?disableAppend` and `?enableEmbedded` keep the overlay out of the body: the page's <appkit-modal> is the modal.
const query = new URLSearchParams(window.location.search)

const appKit = createAppKit({
  ...(locale ? { locale } : {}),
  disableAppend: query.has('disableAppend'),
  enableEmbedded: query.has('enableEmbedded'),
  adapters: [new WagmiAdapter({ networks: evmNetworks, projectId, customRpcUrls })],
  networks: evmNetworks,
  projectId,
  customRpcUrls,
  services,
  metadata: {
    name: 'Gangway plain HTML page',
    description: 'Gangway with no framework',
    url: window.location.origin,
    icons: [],
  },
})

function showAccount({ status, address }: AccountInfo): void {
  show('account-status', status)
  show('account-address', address ?? '')
}

function showNetwork({ caipNetwork, caipNetworkId }: NetworkInfo): void {
  show('network', caipNetwork ? `${caipNetwork.name} (${caipNetworkId})` : 'none')
}

function showState({ open, loading, initialized, selectedNetworkId }: PublicState): void {
  show('state', JSON.stringify({ open, loading, initialized, selectedNetworkId }))
}

/** The subscribe* functions call back on changes only: the page shows where things stand first. */
function follow(kit: AppKit): void {
  showAccount(kit.getAccount())
  showNetwork({
    caipNetwork: kit.getCaipNetwork(),
    caipNetworkId: kit.getCaipNetworkId(),
    supportsAllNetworks: false,
  })
  showState(kit.getState())
  show('theme', kit.getThemeMode())
  kit.subscribeAccount(showAccount)
  kit.subscribeNetwork(showNetwork)
  kit.subscribeState(showState)
  kit.subscribeTheme(({ themeMode }) => show('theme', themeMode))
  kit.subscribeEvents(({ data }) => prepend('events', `${data.type}: ${data.event}`))
}

follow(appKit)
document.getElementById('toggle-theme')?.addEventListener('click', () => {
  appKit.setThemeMode(appKit.getThemeMode() === 'light' ? 'dark' : 'light')
})
document.getElementById('open-networks')?.addEventListener('click', () => {
  void appKit.open({ view: 'Networks' })
})
document.getElementById('close-modal')?.addEventListener('click', () => appKit.close())
