import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@gangway/react'
import { networks } from './config'
import { NamespaceAccounts } from './NamespaceAccounts'
import { PagesNav } from './PagesNav'
import { SignMessage } from './SignMessage'
import { ThemePanel } from './ThemePanel'

export function App() {
  const { open } = useAppKit()
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { caipNetwork, chainId, switchNetwork } = useAppKitNetwork()
  const { themeMode } = useAppKitTheme()
  const { initialized } = useAppKitState()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const event = useAppKitEvents()

  return (
    <main className={`sandbox sandbox--${themeMode}`}>
      <header>
        <h1>Gangway sandbox</h1>
        <PagesNav />
        <nav aria-label="Wallet">
          <AppKitButton />
          <AppKitNetworkButton />
        </nav>
      </header>

      <section aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="status">{status}</dd>
          <dt>Address</dt>
          <dd data-testid="address">{address ?? '—'}</dd>
          <dt>CAIP address</dt>
          <dd>{caipAddress ?? '—'}</dd>
          <dt>Wallet</dt>
          <dd>{walletInfo?.name ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="network">
            {caipNetwork?.name ?? '—'} ({chainId ?? '—'})
          </dd>
          <dt>Ready</dt>
          <dd>{initialized ? 'yes' : 'no'}</dd>
          <dt>Last event</dt>
          <dd data-testid="last-event">{event.data.event}</dd>
        </dl>
        <div className="row">
          <button type="button" onClick={() => open()}>
            Open modal
          </button>
          <button type="button" onClick={() => open({ view: 'Networks' })}>
            Open networks
          </button>
          {isConnected && (
            <button type="button" onClick={() => disconnect()}>
              Disconnect wallet
            </button>
          )}
        </div>
      </section>

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Switch network</h2>
        <div className="row">
          {networks.map((network) => (
            <button
              key={network.caipNetworkId}
              type="button"
              aria-pressed={network.caipNetworkId === caipNetwork?.caipNetworkId}
              onClick={() => switchNetwork(network).catch(() => undefined)}
            >
              Use {network.name}
            </button>
          ))}
        </div>
      </section>

      <NamespaceAccounts />

      <SignMessage address={address} />

      <ThemePanel />
    </main>
  )
}
