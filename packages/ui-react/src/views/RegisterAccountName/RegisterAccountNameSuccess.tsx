import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { useAccountPartStyles } from '../../theme/part-styles.js'
import { nameMessages } from '../name-messages.js'

/** RegisterAccountNameSuccess: the name is the account's now; back to Account. */
export function RegisterAccountNameSuccess() {
  useAccountPartStyles()
  const core = useCore()
  const t = usePartMessages(nameMessages)
  const router = useSnapshot(core.store.router.state)
  const name = typeof router.data?.name === 'string' ? router.data.name : ''
  return (
    <div className="gw-center">
      <p className="gw-heading gw-ellipsis gw-full-width" title={name}>
        {name}
      </p>
      <p className="gw-muted" role="status">
        {t('nameRegistered', { name })}
      </p>
      <button type="button" className="gw-primary" onClick={() => core.store.router.reset('Account')}>
        {t('backToAccount')}
      </button>
    </div>
  )
}
