import { useCore } from '../context.js'
import { usePartMessages } from '../message-parts.js'
import { walletConnectMessages } from '../views/walletconnect-messages.js'
import { CopyIcon } from './icons.js'

/** Copies the pairing URI for a wallet on this device that cannot scan its own screen. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const core = useCore()
  const t = usePartMessages(walletConnectMessages)
  const copy = async () => {
    if (!uri) return
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(uri)
      core.store.snack.show(t('linkCopied'), 'success')
    } catch {
      core.store.snack.show(t('copyLinkFailed'), 'error')
    }
  }
  return (
    <button type="button" className="gw-secondary gw-copy-link" disabled={!uri} onClick={copy}>
      <CopyIcon />
      {t('copyLink')}
    </button>
  )
}
