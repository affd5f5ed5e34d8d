export { RecoveryNotice } from './RecoveryNotice.js'
export { SetUpRecovery } from './SetUpRecovery.js'
