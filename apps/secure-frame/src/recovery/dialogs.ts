import type { RecoveryDialogs } from '../keys/wallet-ports.js'
import { type Clipboard, showRecoveryCode } from './code-dialog.js'
import type { DialogOptions } from './dialog-shell.js'
import { showRecoverWallet } from './recover-dialog.js'
import { showSetUpRecovery } from './set-up-dialog.js'

export interface RecoveryDialogsOptions extends Pick<DialogOptions, 'root'> {
  clipboard?: Clipboard
}

export interface FrameRecoveryDialogs extends RecoveryDialogs {
  /** Sign-out: the open dialog closes as Escape closes it (cancelled, nothing chosen). */
  cancelAll(): void
}

/** The recovery dialogs as the wallet's orchestration (keys/wallet-shares.ts) asks for them. */
export function createRecoveryDialogs(
  doc: Document,
  options: RecoveryDialogsOptions = {},
): FrameRecoveryDialogs {
  const { clipboard, root } = options
  let controller = new AbortController()
  const where = () => ({ root, signal: controller.signal })
  return {
    offerRecovery: () => showSetUpRecovery(doc, where()),
    showRecoveryCode: (code) => showRecoveryCode(doc, code, { ...where(), clipboard }),
    recoverWallet: (recover) => showRecoverWallet(doc, { ...where(), ...recover }),
    cancelAll() {
      controller.abort()
      controller = new AbortController()
    },
  }
}
