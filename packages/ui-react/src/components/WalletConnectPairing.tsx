import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { useMessages } from '../use-messages.js'
import { usePartMessages } from '../message-parts.js'
import { walletConnectMessages } from '../views/walletconnect-messages.js'
import { useTranslateError } from '../hooks/use-translate-error.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { WalletConnectQr } from './WalletConnectQr.js'

export interface WalletConnectPairingProps {
  name?: string | undefined
  logoUrl?: string | undefined
}

/**
 * The pairing both WalletConnect views show: its QR code, Copy link, and what went wrong. Core retries
 * a failed pairing by itself, but not a declined one; Try again asks for a fresh one at once in both cases.
 */
export function WalletConnectPairing({ name, logoUrl }: WalletConnectPairingProps) {
  const core = useCore()
  const t = useMessages()
  const tPart = usePartMessages(walletConnectMessages)
  const translateError = useTranslateError()
  const { uri, loading, error } = useSnapshot(core.store.walletConnect.state)
  return (
    <div className="gw-stack">
      <WalletConnectQr uri={uri} name={name} logoUrl={logoUrl} waiting={loading || !error} />
      <p className="gw-muted gw-qr-hint">{tPart('scanQrCode')}</p>
      <div role="alert" className="gw-pairing-alert">
        {error && <p className="gw-error-text">{translateError(error)}</p>}
      </div>
      {error && (
        <button type="button" className="gw-secondary" onClick={() => core.retryWalletConnectPairing()}>
          {t('tryAgain')}
        </button>
      )}
      <CopyLinkButton uri={uri} />
    </div>
  )
}
