import type { RecoveryAttempt } from '../keys/wallet-ports.js'
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
import { recoveryErrorText } from './error-text.js'
import { RECOVERY_ERROR, RECOVERY_TEXT } from './messages.js'

export interface RecoverWalletOptions extends DialogOptions {
  /** The methods the wallet has: a sealed share for a passkey, for a code, or both. */
  passkey: boolean
  code: boolean
  /** Tries one method; rejects with what went wrong (shown in words, and the dialog stays open). */
  attempt(choice: RecoveryAttempt): Promise<void>
}

function bodyText({ passkey, code }: Pick<RecoverWalletOptions, 'passkey' | 'code'>): string {
  if (passkey && !code) return RECOVERY_TEXT.recoverBodyPasskeyOnly
  if (code && !passkey) return RECOVERY_TEXT.recoverBodyCodeOnly
  return RECOVERY_TEXT.recoverBody
}

/**
 * "Recover your wallet" on a device without the wallet's share: "Use a passkey" and a code field. Each try goes to
 * `attempt`; a failure is shown in words under the field (a typo says so, a wrong code says it does not open this
 * wallet) and the visitor tries again. Resolves true once a try worked, false on Cancel or Escape.
 */
export function showRecoverWallet(doc: Document, options: RecoverWalletOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const labels = createLabels()
    const body = element(doc, 'div', 'gw-recovery-body')
    body.append(paragraph(doc, labels, () => bodyText(options)))
    const error = element(doc, 'p', 'gw-recovery-error')
    error.id = uniqueId('error')
    error.setAttribute('role', 'alert')
    const status = element(doc, 'p', 'gw-recovery-status')
    status.setAttribute('role', 'status')

    const controls: (HTMLButtonElement | HTMLInputElement)[] = []
    const passkey = options.passkey
      ? button(doc, labels, () => RECOVERY_TEXT.usePasskey, 'primary')
      : undefined
    if (passkey) controls.push(passkey)

    const form = element(doc, 'form', 'gw-recovery-form')
    let input: HTMLInputElement | undefined
    if (options.code) {
      const inputId = uniqueId('code')
      const hintId = uniqueId('hint')
      const label = labels.text(
        element(doc, 'label', 'gw-recovery-label'),
        () => RECOVERY_TEXT.recoveryCodeField,
      )
      label.htmlFor = inputId
      input = element(doc, 'input', 'gw-recovery-input')
      input.id = inputId
      input.type = 'text'
      input.autocomplete = 'off'
      input.spellcheck = false
      input.setAttribute('autocapitalize', 'characters')
      input.setAttribute('aria-describedby', `${hintId} ${error.id}`)
      const hint = labels.text(element(doc, 'p', 'gw-recovery-hint'), () => RECOVERY_TEXT.codeHint)
      hint.id = hintId
      const submit = labels.text(
        element(doc, 'button', 'gw-recovery-button gw-recovery-primary'),
        () => RECOVERY_TEXT.recoverWithCode,
      )
      submit.type = 'submit'
      controls.push(input, submit)
      form.append(label, input, hint, submit)
    }
    const cancel = button(doc, labels, () => RECOVERY_TEXT.cancel, 'secondary')

    const shell = openAnsweredDialog(
      doc,
      { title: () => RECOVERY_TEXT.recoverTitle, body, labels, escape: false },
      options,
      resolve,
    )
    let busy = false
    // What went wrong, read again in a new locale while it shows.
    function showError(read: () => string) {
      labels.text(error, read)
      input?.setAttribute('aria-invalid', 'true')
    }
    async function run(choice: RecoveryAttempt) {
      if (busy || shell.answered) return
      busy = true
      labels.text(error, () => '')
      input?.removeAttribute('aria-invalid')
      labels.text(status, () => RECOVERY_TEXT.working)
      shell.dialog.setAttribute('aria-busy', 'true')
      for (const control of controls) control.disabled = true
      try {
        await options.attempt(choice)
        shell.answer(true)
      } catch (failure) {
        showError(() => recoveryErrorText(failure))
      } finally {
        busy = false
        labels.text(status, () => '')
        shell.dialog.removeAttribute('aria-busy')
        for (const control of controls) control.disabled = false
        if (!shell.answered && choice.kind === 'code') input?.focus()
      }
    }

    passkey?.addEventListener('click', () => void run({ kind: 'passkey' }))
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const code = input?.value.trim() ?? ''
      if (!code) {
        showError(() => RECOVERY_ERROR.emptyCode)
        input?.focus()
        return
      }
      void run({ kind: 'code', code })
    })
    cancel.addEventListener('click', () => shell.answer(false))
    if (passkey) shell.dialog.append(actions(doc, passkey))
    if (input) shell.dialog.append(form)
    shell.dialog.append(error, status, actions(doc, cancel))
  })
}
