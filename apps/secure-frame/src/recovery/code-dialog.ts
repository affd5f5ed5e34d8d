import { element } from '../dom/element.js'
import {
  actions,
  button,
  createLabels,
  type DialogOptions,
  openAnsweredDialog,
  paragraph,
  uniqueId,
} from './dialog-shell.js'
import { RECOVERY_TEXT } from './messages.js'

/** `navigator.clipboard`, injected: tests pass their own, and a frame without one still shows the code. */
export type Clipboard = Pick<globalThis.Clipboard, 'writeText'>

export interface RecoveryCodeDialogOptions extends DialogOptions {
  clipboard?: Clipboard | undefined
}

/**
 * "Your recovery code": the code, shown this once, a Copy button, and Done, enabled only once the visitor has
 * ticked that they saved it. Resolves true on Done, false on Escape (the caller then stores nothing).
 */
export function showRecoveryCode(
  doc: Document,
  code: string,
  options: RecoveryCodeDialogOptions = {},
): Promise<boolean> {
  const clipboard = options.clipboard ?? doc.defaultView?.navigator.clipboard
  return new Promise((resolve) => {
    const labels = createLabels()
    const body = element(doc, 'div', 'gw-recovery-body')
    const labelId = uniqueId('code-label')
    const label = labels.text(element(doc, 'p', 'gw-recovery-label'), () => RECOVERY_TEXT.codeLabel)
    label.id = labelId
    const group = element(doc, 'div', 'gw-recovery-code-group')
    group.setAttribute('role', 'group')
    group.setAttribute('aria-labelledby', labelId)
    group.append(label, element(doc, 'p', 'gw-recovery-code', code))
    body.append(
      paragraph(doc, labels, () => RECOVERY_TEXT.codeBody),
      group,
    )

    const copy = button(doc, labels, () => RECOVERY_TEXT.copy, 'secondary')
    const status = element(doc, 'p', 'gw-recovery-status')
    status.setAttribute('role', 'status')
    copy.addEventListener('click', async () => {
      try {
        if (!clipboard) throw new Error('No clipboard')
        await clipboard.writeText(code)
        labels.text(status, () => RECOVERY_TEXT.copied)
      } catch {
        labels.text(status, () => RECOVERY_TEXT.copyFailed)
      }
    })

    const checkId = uniqueId('saved')
    const check = element(doc, 'input', 'gw-recovery-check')
    check.type = 'checkbox'
    check.id = checkId
    const checkLabel = labels.text(
      element(doc, 'label', 'gw-recovery-check-label'),
      () => RECOVERY_TEXT.savedCheck,
    )
    checkLabel.htmlFor = checkId
    const checkRow = element(doc, 'div', 'gw-recovery-check-row')
    checkRow.append(check, checkLabel)

    const done = button(doc, labels, () => RECOVERY_TEXT.done, 'primary')
    done.disabled = true
    check.addEventListener('change', () => {
      done.disabled = !check.checked
    })

    const shell = openAnsweredDialog(
      doc,
      { title: () => RECOVERY_TEXT.codeTitle, body, labels, escape: false },
      options,
      resolve,
    )
    done.addEventListener('click', () => {
      if (check.checked) shell.answer(true)
    })
    shell.dialog.append(actions(doc, copy), status, checkRow, actions(doc, done))
  })
}
