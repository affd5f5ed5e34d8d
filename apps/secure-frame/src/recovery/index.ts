/** What other workspace packages may use of the recovery dialogs (the Storybook stories): package.json `exports`. */
export { type Clipboard, type RecoveryCodeDialogOptions, showRecoveryCode } from './code-dialog.js'
export { createRecoveryDialogs, type RecoveryDialogsOptions } from './dialogs.js'
export { RECOVERY_ERROR, RECOVERY_TEXT } from './messages.js'
export { type RecoverWalletOptions, showRecoverWallet } from './recover-dialog.js'
export { showSetUpRecovery } from './set-up-dialog.js'
// For the stories: the error a wrong code raises, so they show the dialog's real wording for it.
export { WrongRecoveryCodeError } from '../keys/recovery-code.js'
