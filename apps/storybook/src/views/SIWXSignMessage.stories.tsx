import { solana } from '@gangway/common'
import type { AppKitCore, RouterView, SIWXConfig, SIWXControllerState } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { connectAccount } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace } from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

// Sign In With X: the view that asks the connected account to sign a message. Each story sets the flow's state
// (`core.store.siwx.state`) itself and opens the modal on the view, as the view's test does; the host's `siwx`
// config never answers, so nothing signs and nothing is sent anywhere.
const meta = {
  title: 'Views/SIWXSignMessage',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const never = () => new Promise<never>(() => undefined)

/** A host's `siwx` config (SIWXConfig of @gangway/core) whose calls never resolve: no session is ever found. */
function hostSIWX(required: boolean): SIWXConfig {
  return {
    createMessage: never,
    addSession: never,
    revokeSession: never,
    setSessions: never,
    getSessions: never,
    getRequired: () => required,
  }
}

const metadata = { name: 'Members Club', description: '', url: 'https://club.example', icons: [] }

interface Asking {
  /** The flow's state besides `pending` (always true: the account owes a signature). */
  flow?: Partial<Omit<SIWXControllerState, 'pending'>>
  view?: RouterView
  /** Solana only (non-EVM wording); default the EVM networks with an eip155 account. */
  namespace?: 'eip155' | 'solana'
  options?: GangwayParameters['options']
}

/** A connected account that has no session yet, the flow in the given state, the modal on the sign-in view. */
function asking({ flow = {}, view = 'SIWXSignMessage', namespace = 'eip155', options }: Asking = {}) {
  const required = flow.required ?? false
  return {
    options: {
      metadata,
      siwx: hostSIWX(required),
      ...(namespace === 'solana' ? { networks: [solana] as [typeof solana] } : {}),
      ...options,
    },
    setup: (core: AppKitCore) => {
      if (namespace === 'solana') connectNamespace(core, 'solana')
      else connectAccount(core)
      Object.assign(core.store.siwx.state, { pending: true, required, status: 'idle', ...flow })
      void core.open({ view })
    },
  } satisfies GangwayParameters
}

const HEADING = 'Members Club needs to connect to your wallet'
const EVM_TEXT =
  'Sign this message with your Ethereum account to prove you own it and to sign in. It costs no gas.'
const ANY_TEXT =
  'Sign this message to prove you own this wallet and to sign in. It sends no transaction and costs nothing.'
const REQUIRED_NOTE = 'This app needs you to sign in. Cancel disconnects your wallet.'

/** Waiting for the visitor to press Sign; the active network is eip155, so the text speaks of Ethereum. */
export const WaitingEvm: Story = {
  parameters: { gangway: asking() },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText(HEADING)).toBeInTheDocument()
    await expect(modal.getByText(EVM_TEXT)).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Sign' })).toBeEnabled()
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    await expect(modal.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  },
}

/** The same, light theme. */
export const WaitingEvmLight: Story = {
  parameters: { gangway: asking({ options: { themeMode: 'light' } }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText(HEADING)).toBeInTheDocument()
  },
}

/** A Solana account: the wording names no chain. */
export const WaitingSolana: Story = {
  parameters: { gangway: asking({ namespace: 'solana' }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText(ANY_TEXT)).toBeInTheDocument()
    await expect(modal.queryByText(EVM_TEXT)).toBeNull()
  },
}

/** Sign pressed: the wallet is asked; both buttons wait. */
export const Signing: Story = {
  parameters: { gangway: asking({ flow: { status: 'signing' } }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const busy = await modal.findByRole('button', { name: 'Authenticating...' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

/** The wallet refused to sign: the view stays, says so, and Sign asks again. */
export const Declined: Story = {
  parameters: { gangway: asking({ flow: { status: 'failed', error: 'Signature declined' } }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('Signature declined')
    await expect(modal.getByRole('button', { name: 'Sign' })).toBeEnabled()
  },
}

/** The session could not be kept (here: the services that keep sessions are unreachable). */
export const Failed: Story = {
  parameters: {
    gangway: asking({ flow: { status: 'failed', error: 'The Gangway services could not be reached.' } }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'The Gangway services could not be reached.',
    )
    await expect(modal.getByRole('button', { name: 'Sign' })).toBeEnabled()
  },
}

/** The host requires sign-in: no Close button, and the note says Cancel disconnects. */
export const Required: Story = {
  parameters: { gangway: asking({ flow: { required: true } }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText(REQUIRED_NOTE)).toBeInTheDocument()
    await expect(modal.queryByRole('button', { name: 'Close' })).toBeNull()
  },
}

/** ConnectingSiwe: the same view under its Ethereum title and wording. */
export const ConnectingSiwe: Story = {
  parameters: { gangway: asking({ view: 'ConnectingSiwe' }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Sign In With Ethereum')).toBeInTheDocument()
    await expect(modal.getByText(EVM_TEXT)).toBeInTheDocument()
  },
}
