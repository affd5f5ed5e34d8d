import { ERROR_MESSAGES, isUserRejection, toGangwayError } from '@gangway/common'
import {
  AppKitButton,
  AppKitNetworkButton,
  type ChainNamespace,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitTheme,
  useDisconnect,
} from '@gangway/react'
import { type ReactNode, useState } from 'react'
import type { MessageSigner } from './message-signer'
import { PagesNav } from './PagesNav'

export interface NamespacePanel {
  namespace: ChainNamespace
  label: string
  sign: MessageSigner
  /** A page-specific action on the connected address, e.g. a faucet. */
  action?: { label: string; run(address: string): Promise<void> }
}

/** An adapter's page: the connect button, then per namespace its account, a signature and a disconnect. */
export function AdapterPage({
  title,
  panels,
  children,
}: {
  title: string
  panels: NamespacePanel[]
  /** Sections of the page's own, after the namespaces'. */
  children?: ReactNode
}) {
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { caipNetwork } = useAppKitNetwork()
  const nextTheme = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <main className={`sandbox sandbox--${themeMode}`}>
      <header>
        <h1>{title}</h1>
        <PagesNav />
        <nav aria-label="Wallet">
          <AppKitButton />
          <AppKitNetworkButton />
        </nav>
      </header>
      <p>
        Active network: <span data-testid="network">{caipNetwork?.name ?? '—'}</span>
      </p>
      {panels.map((panel) => (
        <NamespaceSection key={panel.namespace} {...panel} />
      ))}
      {children}
      <section aria-labelledby="theme-heading">
        <h2 id="theme-heading">Theme</h2>
        <button type="button" onClick={() => setThemeMode(nextTheme)}>
          Switch to {nextTheme} theme
        </button>
      </section>
    </main>
  )
}

type Result = { kind: 'signature' | 'error'; value: string } | undefined

function NamespaceSection({ namespace, label, sign, action }: NamespacePanel) {
  const { address, status } = useAppKitAccount({ namespace })
  const { walletProvider } = useAppKitProvider(namespace)
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from Gangway')
  const [result, setResult] = useState<Result>()
  const [pending, setPending] = useState(false)
  const headingId = `${namespace}-heading`

  async function signMessage() {
    if (!walletProvider || !address) return
    setPending(true)
    setResult(undefined)
    try {
      setResult({ kind: 'signature', value: await sign(walletProvider, address, message) })
    } catch (error) {
      const text = isUserRejection(error)
        ? ERROR_MESSAGES.signatureDeclined
        : toGangwayError(error).shortMessage
      setResult({ kind: 'error', value: text })
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid={`status-${namespace}`}>{status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid={`address-${namespace}`}>{address ?? '—'}</dd>
      </dl>
      <div className="row">
        <label>
          Message
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="button" disabled={!walletProvider || !address || pending} onClick={signMessage}>
          Sign with {label}
        </button>
        {address && action && (
          <button type="button" onClick={() => void action.run(address)}>
            {action.label}
          </button>
        )}
        {address && (
          <button type="button" onClick={() => disconnect({ namespace })}>
            Disconnect {label}
          </button>
        )}
      </div>
      {result?.kind === 'signature' && (
        <output aria-label={`${label} signature`} data-testid={`signature-${namespace}`}>
          {result.value}
        </output>
      )}
      {result?.kind === 'error' && <p role="alert">{result.value}</p>}
    </section>
  )
}
