import { truncateAddress } from '@gangway/common'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { usePartTranslateError } from '../../hooks/use-part-translate-error.js'
import { usePartMessages } from '../../message-parts.js'
import { siwxMessages } from '../siwx-messages.js'

/**
 * SPEC §2 SIWXSignMessage (and ConnectingSiwe, its Ethereum wording): the host asks the connected account to
 * sign a message that makes a session. Sign runs the flow in core; while it runs the button says
 * 'Authenticating...'; a refusal shows its reason here. When sign-in is required the modal cannot be closed and
 * Cancel disconnects (core's rules).
 */
export function SIWXSignMessage() {
  const core = useCore()
  const t = usePartMessages(siwxMessages)
  const translateError = usePartTranslateError(siwxMessages)
  const flow = useSnapshot(core.store.siwx.state)
  const { view } = useSnapshot(core.store.router.state)
  const options = useSnapshot(core.store.options.state)
  const { account } = useActiveAccount()
  const name = options.metadata?.name || t('siwxAppFallback')
  const ethereum = view === 'ConnectingSiwe' || core.store.chain.state.activeChain === 'eip155'
  const signing = flow.status === 'signing'

  return (
    <div className="gw-center gw-stack">
      <p className="gw-heading">{t('siwxHeading', { name })}</p>
      {account?.address && <p className="gw-muted">{truncateAddress(account.address)}</p>}
      <p className="gw-muted">{t(ethereum ? 'siweText' : 'siwxText')}</p>
      {flow.required && flow.pending && <p className="gw-muted">{t('siwxRequired')}</p>}
      {flow.status === 'failed' && flow.error && (
        <p className="gw-error-text" role="alert">
          {translateError(flow.error)}
        </p>
      )}
      <div className="gw-stack gw-full-width">
        <button
          type="button"
          className="gw-primary"
          aria-busy={signing}
          disabled={signing}
          onClick={() => void core.signInWithSIWX()}
        >
          {signing ? t('siwxAuthenticating') : t('siwxSign')}
        </button>
        <button
          type="button"
          className="gw-secondary"
          disabled={signing}
          onClick={() => void core.cancelSIWX()}
        >
          {t('siwxCancel')}
        </button>
      </div>
    </div>
  )
}
