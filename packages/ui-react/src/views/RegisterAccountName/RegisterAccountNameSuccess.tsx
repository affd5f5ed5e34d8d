import { useSnapshot } from 'valtio/react'
import { useCore, useMessages } from '../../context.js'
import { useAccountPartStyles } from '../../theme/part-styles.js'

/** RegisterAccountNameSuccess: the name is the account's now; back to Account. */
export function RegisterAccountNameSuccess() {
  useAccountPartStyles()
  const core = useCore()
  const t = useMessages()
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
