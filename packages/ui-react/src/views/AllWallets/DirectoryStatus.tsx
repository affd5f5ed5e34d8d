import { useMessages } from '../../use-messages.js'
import type { MessageKey } from '../../messages.js'

export interface DirectoryStatusProps {
  /** A directory is configured (`services.apiUrl`). */
  configured: boolean
  searchPending: boolean
  loading: boolean
  failed: boolean
  onRetry(): void
}

/**
 * What the directory is doing, in a polite live region that is always present (so changes are
 * announced): searching, loading, or why only the browser's wallets are listed.
 */
export function DirectoryStatus({
  configured,
  searchPending,
  loading,
  failed,
  onRetry,
}: DirectoryStatusProps) {
  const t = useMessages()
  const message = statusMessage({ configured, searchPending, loading, failed })
  const busy = message === 'searchingWallets' || message === 'loadingWallets'
  return (
    <div className="gw-directory-status">
      <p role="status" className="gw-muted">
        {busy && <span className="gw-spinner gw-spinner--s" aria-hidden="true" />}
        {message && t(message)}
      </p>
      {configured && failed && (
        <button type="button" className="gw-secondary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  )
}

function statusMessage({
  configured,
  searchPending,
  loading,
  failed,
}: Omit<DirectoryStatusProps, 'onRetry'>): MessageKey | undefined {
  if (!configured) return 'directoryNotConfigured'
  if (failed) return 'directoryUnavailable'
  if (searchPending) return 'searchingWallets'
  if (loading) return 'loadingWallets'
  return undefined
}
