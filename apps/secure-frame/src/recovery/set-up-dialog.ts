import type { RecoveryOffer } from '../keys/wallet-ports.js'
import {
  actions,
  button,
  createLabels,
  type DialogOptions,
  openAnsweredDialog,
  paragraph,
} from './dialog-shell.js'
import { RECOVERY_TEXT } from './messages.js'

/**
 * "Set up recovery": why the wallet needs a recovery method, and the two on offer. Resolves with the visitor's
 * choice; "Not now" and Escape resolve 'later'.
 */
export function showSetUpRecovery(doc: Document, options: DialogOptions = {}): Promise<RecoveryOffer> {
  return new Promise((resolve) => {
    const labels = createLabels()
    const passkey = button(doc, labels, () => RECOVERY_TEXT.createPasskey, 'primary')
    const code = button(doc, labels, () => RECOVERY_TEXT.showCode, 'primary')
    const later = button(doc, labels, () => RECOVERY_TEXT.notNow, 'secondary')
    const shell = openAnsweredDialog<RecoveryOffer>(
      doc,
      {
        title: () => RECOVERY_TEXT.setUpTitle,
        body: paragraph(doc, labels, () => RECOVERY_TEXT.setUpBody),
        labels,
        escape: 'later',
      },
      options,
      resolve,
    )
    passkey.addEventListener('click', () => shell.answer('passkey'))
    code.addEventListener('click', () => shell.answer('code'))
    later.addEventListener('click', () => shell.answer('later'))
    const row = actions(doc, passkey, code, later)
    row.classList.add('gw-recovery-stacked')
    shell.dialog.append(row)
  })
}
