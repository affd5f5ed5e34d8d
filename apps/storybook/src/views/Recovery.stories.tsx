import type { AppKitCore, AuthClient } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { ADDRESS } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

// The app side of the embedded wallet's recovery. A story has no secure frame: the frame's own dialog ("Set up
// recovery", in Frame/Recovery dialogs) would show over the view's empty box, and here never answers.
const meta = {
  title: 'Views/Recovery',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const NOTICE =
  'Your wallet lives only on your devices. Add a passkey or a recovery code so you can restore it on a new device.'
const signIn = { services: { secureSiteUrl: 'https://secure.gangway.test' }, features: { email: true } }
const never = () => new Promise<never>(() => undefined)

/** The embedded wallet signed in, with the frame's `recoverySetUp`, then the modal opened on `view`. */
function embedded(recoverySetUp: boolean, view: string, data?: Record<string, unknown>): GangwayParameters {
  return {
    options: signIn,
    setup: (core: AppKitCore) => {
      core.store.chain.setAccountState('eip155', {
        address: ADDRESS,
        caipAddress: `eip155:1:${ADDRESS}`,
        status: 'connected',
        balance: '0.25',
        balanceSymbol: 'ETH',
        connectedWalletInfo: { name: 'Email and socials', type: 'AUTH' },
        recoverySetUp,
      })
      core.store.connection.setStatus('connected')
      void core.loadAuth().then((auth: AuthClient | undefined) => {
        if (auth) Object.assign(auth, { setUpRecovery: never })
        return core.open({ view, ...(data ? { arguments: data } : {}) })
      })
    },
  }
}

/** Account while no passkey or recovery code protects the wallet: the notice and its button. */
export const AccountNotice: Story = {
  parameters: { gangway: embedded(false, 'Account') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText(NOTICE)).toBeInTheDocument()
    await userEvent.click(modal.getByRole('button', { name: 'Set up recovery' }))
    await expect(await modal.findByRole('dialog', { name: 'Set up recovery' })).toBeInTheDocument()
  },
}

/** Account once a passkey or a code protects the wallet: no notice. */
export const AccountProtected: Story = {
  parameters: { gangway: embedded(true, 'Account') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    await expect(modal.queryByText(NOTICE)).not.toBeInTheDocument()
  },
}

/** Right after a sign-in: the view the frame's recovery dialog shows over, with its hint. */
export const SetUpRecoveryAfterSignIn: Story = {
  parameters: { gangway: embedded(false, 'SetUpRecovery', { afterSignIn: true }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(
      await modal.findByText(
        'Protect your wallet in the secure window below: a passkey or a recovery code lets you restore it on a new device.',
      ),
    ).toBeInTheDocument()
  },
}
