import type { RecoveryDialogs } from '../keys/wallet-ports.js'
import { type Clipboard, showRecoveryCode } from './code-dialog.js'
import type { DialogOptions } from './dialog-shell.js'
import { showRecoverWallet } from './recover-dialog.js'
import { showSetUpRecovery } from './set-up-dialog.js'

export interface RecoveryDialogsOptions extends DialogOptions {
  clipboard?: Clipboard
}

/** The recovery dialogs as the wallet's orchestration (keys/wallet-shares.ts) asks for them. */
export function createRecoveryDialogs(doc: Document, options: RecoveryDialogsOptions = {}): RecoveryDialogs {
  const { clipboard, ...where } = options
  return {
    offerRecovery: () => showSetUpRecovery(doc, where),
    showRecoveryCode: (code) => showRecoveryCode(doc, code, { ...where, clipboard }),
    recoverWallet: (recover) => showRecoverWallet(doc, { ...where, ...recover }),
  }
}
