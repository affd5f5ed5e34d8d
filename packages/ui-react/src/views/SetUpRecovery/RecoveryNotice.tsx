import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { usePartStyles } from '../../theme/part-styles.js'
import { RECOVERY_CSS } from '../../theme/recovery-css.js'
import { authMessages } from '../auth-messages.js'

/**
 * Account's notice while no passkey or recovery code protects the embedded wallet: losing this device would
 * lose the wallet. Its button opens SetUpRecovery, where the frame offers both again.
 */
export function RecoveryNotice() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  usePartStyles('recovery', RECOVERY_CSS)
  return (
    <div className="gw-recovery-notice">
      <p>{t('recoveryNotice')}</p>
      <button type="button" className="gw-secondary" onClick={() => core.store.router.push('SetUpRecovery')}>
        {t('recoveryNoticeAction')}
      </button>
    </div>
  )
}
