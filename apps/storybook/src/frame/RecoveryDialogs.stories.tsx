import '@gangway/secure-frame/approval.css'
import '@gangway/secure-frame/recovery.css'
import { applyTheme } from '@gangway/secure-frame/approval'
import {
  showRecoverWallet,
  showRecoveryCode,
  showSetUpRecovery,
  WrongRecoveryCodeError,
} from '@gangway/secure-frame/recovery'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { expect, userEvent, within } from 'storybook/test'

// The secure frame's own recovery dialogs (apps/secure-frame/src/recovery), rendered as the frame renders them,
// in the frame's palette. Plain DOM, not React: the story mounts a dialog into a box and closes it on unmount.
// Nothing here touches a key: the recover dialog's tries are answered by the story.

type Dialog = 'setUp' | 'code' | 'recover' | 'recoverCodeOnly'

interface DialogProps {
  dialog: Dialog
  theme: 'light' | 'dark'
}

/** A made-up code in the real format (shown, never used). */
const SAMPLE_CODE = '0ABC-DEFG-HJKM-NPQR-STVW-XYZ0-12X'

function open(dialog: Dialog, root: HTMLElement, signal: AbortSignal): void {
  const where = { root, signal }
  if (dialog === 'setUp') void showSetUpRecovery(document, where)
  else if (dialog === 'code') void showRecoveryCode(document, SAMPLE_CODE, where)
  else {
    void showRecoverWallet(document, {
      ...where,
      passkey: dialog === 'recover',
      code: true,
      // Every try fails as a code that opens nothing does.
      attempt: async () => Promise.reject(new WrongRecoveryCodeError()),
    })
  }
}

function RecoveryDialog({ dialog, theme }: DialogProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = box.current
    if (!root) return
    applyTheme(document, theme)
    const controller = new AbortController()
    open(dialog, root, controller.signal)
    return () => controller.abort()
  }, [dialog, theme])
  return <div ref={box} />
}

const meta = {
  title: 'Frame/RecoveryDialogs',
  component: RecoveryDialog,
  args: { dialog: 'setUp', theme: 'dark' },
  argTypes: {
    dialog: { control: 'select', options: ['setUp', 'code', 'recover', 'recoverCodeOnly'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof RecoveryDialog>

export default meta
type Story = StoryObj<typeof meta>

const story = (dialog: Dialog, theme: 'light' | 'dark', play?: Story['play']): Story => ({
  args: { dialog, theme },
  ...(play ? { play } : {}),
})

/** The dialog has the focus and offers the two methods and "Not now". */
const offersBoth: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('dialog', { name: 'Set up recovery' })).toHaveFocus()
  await expect(canvas.getByRole('button', { name: 'Create a passkey' })).toBeEnabled()
  await expect(canvas.getByRole('button', { name: 'Show a recovery code' })).toBeEnabled()
  await expect(canvas.getByRole('button', { name: 'Not now' })).toBeEnabled()
}

/** Done waits for the "saved" box. */
const doneWaits: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  const done = await canvas.findByRole('button', { name: 'Done' })
  await expect(done).toBeDisabled()
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved my recovery code' }))
  await expect(done).toBeEnabled()
}

/** A code that opens nothing is told so in words, in an alert. */
const wrongCode: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('Recovery code'), 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZ')
  await userEvent.click(canvas.getByRole('button', { name: 'Recover with code' }))
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'That recovery code does not open this wallet',
  )
}

export const SetUpRecoveryDark = story('setUp', 'dark', offersBoth)
export const SetUpRecoveryLight = story('setUp', 'light', offersBoth)
export const RecoveryCodeDark = story('code', 'dark', doneWaits)
export const RecoveryCodeLight = story('code', 'light', doneWaits)
export const RecoverWalletDark = story('recover', 'dark')
export const RecoverWalletLight = story('recover', 'light')
export const RecoverWrongCodeDark = story('recover', 'dark', wrongCode)
export const RecoverWrongCodeLight = story('recover', 'light', wrongCode)
export const RecoverCodeOnlyDark = story('recoverCodeOnly', 'dark')
export const RecoverCodeOnlyLight = story('recoverCodeOnly', 'light')
