// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PasskeyCancelledError } from '../keys/passkey-prf.js'
import { createRecoveryCode, openWithRecoveryCode, sealWithRecoveryCode } from '../keys/recovery-code.js'
import { generateSecrets } from '../keys/secrets.js'
import { splitSecrets } from '../keys/shares.js'
import type { RecoveryAttempt } from '../keys/wallet-ports.js'
import { showRecoveryCode } from './code-dialog.js'
import { createRecoveryDialogs } from './dialogs.js'
import { showRecoverWallet } from './recover-dialog.js'
import { showSetUpRecovery } from './set-up-dialog.js'

afterEach(() => {
  document.body.replaceChildren()
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((node) => node.textContent === name) as HTMLButtonElement
const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Settled or not, without waiting on a promise that may never settle. */
async function state<T>(promise: Promise<T>): Promise<{ value?: T; pending: boolean }> {
  let out: { value?: T; pending: boolean } = { pending: true }
  void promise.then((value) => {
    out = { value, pending: false }
  })
  await settle()
  return out
}

function labelOf(node: HTMLElement): string {
  return document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''
}

describe('"Set up recovery"', () => {
  it('is a labelled, described modal dialog that takes the focus, and says why', () => {
    void showSetUpRecovery(document)
    const shown = dialog()!
    expect(shown.getAttribute('aria-modal')).toBe('true')
    expect(labelOf(shown)).toBe('Set up recovery')
    const description = document.getElementById(shown.getAttribute('aria-describedby')!)
    expect(description?.textContent).toMatch(/lives only in this browser/)
    expect(document.activeElement).toBe(shown)
    expect([...shown.querySelectorAll('button')].map((node) => node.textContent)).toEqual([
      'Create a passkey',
      'Show a recovery code',
      'Not now',
    ])
  })

  it.each([
    ['Create a passkey', 'passkey'],
    ['Show a recovery code', 'code'],
    ['Not now', 'later'],
  ] as const)('"%s" resolves %s and closes the dialog', async (name, choice) => {
    const answer = showSetUpRecovery(document)
    buttonNamed(name).click()
    await expect(answer).resolves.toBe(choice)
    expect(dialog()).toBeNull()
  })

  it('Escape is "Not now"', async () => {
    const answer = showSetUpRecovery(document)
    press(dialog()!, 'Escape')
    await expect(answer).resolves.toBe('later')
  })

  it('keeps Tab and Shift+Tab inside, brings wandering focus back, and gives it back on close', async () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    const answer = showSetUpRecovery(document)
    const shown = dialog()!
    const first = buttonNamed('Create a passkey')
    const last = buttonNamed('Not now')
    press(shown, 'Tab', { shiftKey: true })
    expect(document.activeElement).toBe(last)
    press(last, 'Tab')
    expect(document.activeElement).toBe(first)
    press(first, 'Tab', { shiftKey: true })
    expect(document.activeElement).toBe(last)

    outside.focus()
    expect(document.activeElement).toBe(shown)
    last.click()
    await answer
    expect(document.activeElement).toBe(outside)
  })
})

describe('"Your recovery code"', () => {
  it('shows the code as text, and Done waits for the "saved" box', async () => {
    const answer = showRecoveryCode(document, 'ABCD-<b>x</b>', { clipboard: { writeText: async () => {} } })
    const shown = dialog()!
    expect(labelOf(shown)).toBe('Your recovery code')
    expect(shown.querySelector('b')).toBeNull()
    expect(shown.querySelector('.gw-recovery-code')?.textContent).toBe('ABCD-<b>x</b>')
    const done = buttonNamed('Done')
    expect(done.disabled).toBe(true)
    done.click()
    expect((await state(answer)).pending).toBe(true)

    const box = shown.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(
      'I have saved my recovery code',
    )
    box.click()
    expect(done.disabled).toBe(false)
    done.click()
    await expect(answer).resolves.toBe(true)
    expect(dialog()).toBeNull()
  })

  it('Escape cancels: the caller stores nothing for a code the visitor did not confirm', async () => {
    const answer = showRecoveryCode(document, createRecoveryCode())
    press(dialog()!, 'Escape')
    await expect(answer).resolves.toBe(false)
  })

  it('Copy puts the code on the clipboard and says so; without one it says to copy by hand', async () => {
    const code = createRecoveryCode()
    const writeText = vi.fn(async () => {})
    void showRecoveryCode(document, code, { clipboard: { writeText } })
    buttonNamed('Copy').click()
    await settle()
    expect(writeText).toHaveBeenCalledWith(code)
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Copied')
    document.body.replaceChildren()

    void showRecoveryCode(document, code, {
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    })
    buttonNamed('Copy').click()
    await settle()
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Could not copy: select the code and copy it by hand',
    )
  })
})

describe('"Recover your wallet"', () => {
  /** A real sealed share and its code: the dialog's tries go through the frame's own code parsing. */
  async function sealedWallet() {
    const code = createRecoveryCode()
    const { recovery } = await splitSecrets(generateSecrets())
    const sealed = await sealWithRecoveryCode(recovery, code)
    return {
      code,
      attempt: vi.fn(async (choice: RecoveryAttempt) => {
        if (choice.kind !== 'code') throw new PasskeyCancelledError()
        await openWithRecoveryCode(sealed, choice.code)
      }),
    }
  }

  const field = () => document.querySelector<HTMLInputElement>('input[type="text"]')!
  const error = () => document.querySelector('[role="alert"]')?.textContent
  async function submit(code: string) {
    field().value = code
    field().form!.requestSubmit()
    for (let i = 0; i < 20 && dialog()?.getAttribute('aria-busy'); i++) await settle()
    await settle()
  }

  it('labels the code field, and explains an empty one without trying', async () => {
    const { attempt } = await sealedWallet()
    void showRecoverWallet(document, { passkey: true, code: true, attempt })
    expect(labelOf(dialog()!)).toBe('Recover your wallet')
    expect(document.querySelector(`label[for="${field().id}"]`)?.textContent).toBe('Recovery code')
    await submit('   ')
    expect(error()).toBe('Type your recovery code')
    expect(attempt).not.toHaveBeenCalled()
  })

  it('says a typo is a typo, a wrong code does not open this wallet, then the right code recovers', async () => {
    const { code, attempt } = await sealedWallet()
    const answer = showRecoverWallet(document, { passkey: false, code: true, attempt })
    const lastChar = code.at(-1)
    await submit(`${code.slice(0, -1)}${lastChar === '0' ? '1' : '0'}`)
    expect(error()).toBe('This recovery code has a typo: compare it with the one you saved')
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(field().getAttribute('aria-describedby')).toContain(document.querySelector('[role="alert"]')!.id)

    await submit(createRecoveryCode())
    expect(error()).toBe('That recovery code does not open this wallet')
    expect(document.activeElement).toBe(field())
    expect((await state(answer)).pending).toBe(true)

    await submit(code.toLowerCase().replaceAll('-', ' '))
    await expect(answer).resolves.toBe(true)
    expect(dialog()).toBeNull()
  })

  it('offers only the methods the wallet has', () => {
    const attempt = async () => {}
    void showRecoverWallet(document, { passkey: true, code: false, attempt })
    expect(buttonNamed('Use a passkey')).toBeDefined()
    expect(document.querySelector('input')).toBeNull()
    document.body.replaceChildren()
    void showRecoverWallet(document, { passkey: false, code: true, attempt })
    expect(buttonNamed('Use a passkey')).toBeUndefined()
    expect(field()).not.toBeNull()
  })

  it('a passkey try: one at a time, its failure in words, and the dialog stays', async () => {
    let release: () => void = () => {}
    const attempt = vi.fn(
      () => new Promise<void>((_, reject) => (release = () => reject(new PasskeyCancelledError()))),
    )
    const answer = showRecoverWallet(document, { passkey: true, code: true, attempt })
    const passkey = buttonNamed('Use a passkey')
    passkey.click()
    passkey.click()
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(attempt).toHaveBeenCalledWith({ kind: 'passkey' })
    expect(passkey.disabled).toBe(true)
    expect(dialog()?.getAttribute('aria-busy')).toBe('true')
    release()
    await settle()
    expect(error()).toBe('The passkey request was cancelled')
    expect(passkey.disabled).toBe(false)
    expect((await state(answer)).pending).toBe(true)
  })

  it.each([['Cancel'], ['Escape']])('%s resolves false', async (how) => {
    const answer = showRecoverWallet(document, { passkey: true, code: true, attempt: async () => {} })
    if (how === 'Escape') press(field(), 'Escape')
    else buttonNamed('Cancel').click()
    await expect(answer).resolves.toBe(false)
    expect(dialog()).toBeNull()
  })
})

describe('closing from outside', () => {
  it('an abort (sign-out) closes any of them as Escape does', async () => {
    const controller = new AbortController()
    const offer = showSetUpRecovery(document, { signal: controller.signal })
    const code = showRecoveryCode(document, 'CODE', { signal: controller.signal })
    const recover = showRecoverWallet(document, {
      passkey: true,
      code: true,
      attempt: async () => {},
      signal: controller.signal,
    })
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(3)
    controller.abort()
    expect(await Promise.all([offer, code, recover])).toEqual(['later', false, false])
    expect(dialog()).toBeNull()
    await expect(showSetUpRecovery(document, { signal: controller.signal })).resolves.toBe('later')
  })
})

describe('createRecoveryDialogs', () => {
  it('answers the orchestration through the dialogs', async () => {
    const dialogs = createRecoveryDialogs(document)
    const offer = dialogs.offerRecovery()
    buttonNamed('Show a recovery code').click()
    await expect(offer).resolves.toBe('code')
    const shown = dialogs.showRecoveryCode('CODE')
    press(dialog()!, 'Escape')
    await expect(shown).resolves.toBe(false)
  })
})
