import '@gangway/secure-frame/approval.css'
import {
  APPROVAL_FIXTURES,
  type ApprovalFixture,
  applyTheme,
  createApprovalUi,
  FIXTURE_SITE,
} from '@gangway/secure-frame/approval'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { expect, within } from 'storybook/test'

// The secure frame's own approval dialog (apps/secure-frame/src/approval), rendered as the frame renders it:
// the real summaries of real requests (fixtures built with viem and @solana/web3.js), in the frame's own
// palette. It is plain DOM, not React: the story mounts it into a box and answers nothing.

interface DialogProps {
  request: ApprovalFixture
  theme: 'light' | 'dark'
}

function ApprovalDialog({ request, theme }: DialogProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = box.current
    if (!root) return
    applyTheme(document, theme)
    const ui = createApprovalUi(document, { root })
    // Nothing answers in a story: the rejection on unmount is expected.
    ui.ask(APPROVAL_FIXTURES[request], FIXTURE_SITE).catch(() => undefined)
    return () => ui.cancelAll()
  }, [request, theme])
  return <div ref={box} />
}

const meta = {
  title: 'Frame/ApprovalDialog',
  component: ApprovalDialog,
  args: { request: 'erc20Transfer', theme: 'dark' },
  argTypes: {
    request: { control: 'select', options: Object.keys(APPROVAL_FIXTURES) },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof ApprovalDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A story per request and theme. */
const story = (request: ApprovalFixture, theme: 'light' | 'dark', play?: Story['play']): Story => ({
  args: { request, theme },
  ...(play ? { play } : {}),
})

/** Warnings are announced in an alert, before the details. */
const warns =
  (text: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text)
  }

/** Approve is not where the focus lands, and is enabled only after the dialog has been seen for 500 ms. */
const approveWaits: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  const approve = await canvas.findByRole('button', { name: 'Approve' })
  await expect(approve).not.toHaveFocus()
  await expect(await canvas.findByRole('dialog')).toHaveFocus()
}

export const Erc20TransferDark = story('erc20Transfer', 'dark', approveWaits)
export const Erc20TransferLight = story('erc20Transfer', 'light', approveWaits)
export const UnlimitedApproveDark = story('unlimitedApprove', 'dark', warns(/Unlimited approval/))
export const UnlimitedApproveLight = story('unlimitedApprove', 'light', warns(/Unlimited approval/))
export const Permit2Dark = story('permit2', 'dark', warns(/Permit2 signature/))
export const Permit2Light = story('permit2', 'light', warns(/Permit2 signature/))
export const SetApprovalForAllDark = story('setApprovalForAll', 'dark', warns(/may transfer every token/))
export const SetApprovalForAllLight = story('setApprovalForAll', 'light', warns(/may transfer every token/))
export const UnknownCallDark = story('unknownCall', 'dark')
export const UnknownCallLight = story('unknownCall', 'light')
export const SendCallsBundleDark = story('sendCallsBundle', 'dark')
export const SendCallsBundleLight = story('sendCallsBundle', 'light')
export const SolTransferDark = story('solTransfer', 'dark')
export const SolTransferLight = story('solTransfer', 'light')
export const SplTransferDark = story('splTransfer', 'dark')
export const SplTransferLight = story('splTransfer', 'light')
export const TypedDataTreeDark = story('typedData', 'dark')
export const TypedDataTreeLight = story('typedData', 'light')
export const OtherChainDark = story('otherChain', 'dark', warns(/not the active network/))
export const OtherChainLight = story('otherChain', 'light', warns(/not the active network/))
