import type { AppKitCore } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

// E-mail sign-in's views. A story has no secure frame: each one gives the instance's embedded wallet the answer
// the frame would give for the state it shows.
const meta = {
  title: 'Views/Email sign-in',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const EMAIL = 'visitor@example.com'
const signIn = { services: { secureSiteUrl: 'https://secure.gangway.test' }, features: { email: true } }

/** Opens the modal on `view` with the e-mail, after `answer` has replaced what the frame would say. */
function at(view: string, answer: (auth: NonNullable<AppKitCore['auth']>) => void): GangwayParameters {
  return {
    options: signIn,
    setup: (core) => {
      if (core.auth) answer(core.auth)
      void core.open({ view: 'Connect' }).then(() => core.store.router.push(view, { email: EMAIL }))
    },
  }
}

const never = () => new Promise<never>(() => undefined)

export const DeviceWaiting: Story = {
  parameters: {
    gangway: at('EmailVerifyDevice', (auth) => Object.assign(auth, { waitForDeviceApproval: never })),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Register this device to continue')).toBeInTheDocument()
    await expect(
      modal.getByText(`Open the link we sent to ${EMAIL} to approve this device.`),
    ).toBeInTheDocument()
  },
}

export const DeviceTimedOut: Story = {
  parameters: {
    gangway: at('EmailVerifyDevice', (auth) =>
      Object.assign(auth, {
        waitForDeviceApproval: () => Promise.reject(new Error('iframe_request_timeout')),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('iframe_request_timeout')
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const CodeEmpty: Story = {
  parameters: { gangway: at('EmailVerifyOtp', () => undefined) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('textbox', { name: 'Code' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled()
  },
}

export const CodeWrong: Story = {
  parameters: {
    gangway: at('EmailVerifyOtp', (auth) =>
      Object.assign(auth, { connectOtp: () => Promise.reject(new Error('Invalid code: 4 attempts left')) }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.type(await modal.findByRole('textbox', { name: 'Code' }), '123456')
    await expect(await modal.findByRole('alert')).toHaveTextContent('Invalid code: 4 attempts left')
    await expect(modal.getByRole('textbox', { name: 'Code' })).toHaveValue('')
  },
}

export const CodeSigningIn: Story = {
  parameters: { gangway: at('EmailVerifyOtp', (auth) => Object.assign(auth, { connectOtp: never })) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.type(await modal.findByRole('textbox', { name: 'Code' }), '654321')
    await expect(await modal.findByText('Signing in...')).toBeInTheDocument()
  },
}

export const ResendInCooldown: Story = {
  parameters: {
    gangway: at('EmailVerifyOtp', (auth) =>
      Object.assign(auth, {
        connectEmail: () => Promise.reject(new Error('Please try again after 21 seconds')),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Resend code' }))
    await expect(await modal.findByRole('alert')).toHaveTextContent('Please try again after 21 seconds')
  },
}

/** The view the frame's confirmation UI shows over; here, with no frame, only the hint and the space. */
export const ApproveTransaction: Story = {
  parameters: { gangway: at('ApproveTransaction', () => undefined) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(
      await modal.findByText('Review the request in the secure window below and approve or reject it there.'),
    ).toBeInTheDocument()
  },
}

export const EmailInvalid: Story = {
  args: { view: 'Connect' },
  parameters: { gangway: { options: signIn } satisfies GangwayParameters },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'visitor@{Enter}')
    await expect(await modal.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address')
  },
}

/** Social sign-in: the provider's window is open; the view waits for it. */
export const SocialWaiting: Story = {
  parameters: {
    gangway: {
      options: { ...signIn, features: { email: true, socials: ['google'] } },
      setup: (core) => {
        void core
          .open({ view: 'Connect' })
          .then(() => core.store.router.push('ConnectingSocial', { provider: 'google' }))
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Continue in the Google window')).toBeInTheDocument()
  },
}

const withGoogle = { ...signIn, features: { email: true, socials: ['google' as const] } }
/** What the secure site's callback page hands back after a top-level redirect: the provider's redirect to it. */
const RESULT_URI = 'https://secure.gangway.test/social-callback.html?code=c0de&state=5tate'

/** Social sign-in in Telegram (no pop-ups): the page itself is on its way to the provider. */
export const SocialRedirecting: Story = {
  parameters: {
    gangway: {
      options: withGoogle,
      setup: (core) => {
        void core
          .open({ view: 'Connect' })
          .then(() => core.store.router.push('ConnectingSocial', { provider: 'google', redirect: true }))
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Taking you to Google')).toBeInTheDocument()
    await expect(modal.getByText('You come back here once you have signed in.')).toBeInTheDocument()
  },
}

/**
 * Back from the provider: the modal opens on ConnectingSocial with the result, as core does at start, and the
 * view finishes the sign-in. Here the finish never ends, so no frame is asked.
 */
export const SocialFinishing: Story = {
  parameters: {
    gangway: {
      options: withGoogle,
      setup: (core) => {
        Object.assign(core, { finishSocialRedirect: never })
        void core.open({ view: 'ConnectingSocial', arguments: { provider: 'google', resultUri: RESULT_URI } })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Signing in with Google')).toBeInTheDocument()
    await expect(modal.getByText('Setting up your wallet.')).toBeInTheDocument()
  },
}

/** Back from the provider, but the result is refused (used, expired or unknown): why, and Try again. */
export const SocialRedirectFailed: Story = {
  parameters: {
    gangway: {
      options: withGoogle,
      setup: (core) => {
        Object.assign(core, {
          finishSocialRedirect: () =>
            Promise.reject(new Error('Unknown, used or expired sign-in: start again')),
        })
        void core.open({ view: 'ConnectingSocial', arguments: { provider: 'google', resultUri: RESULT_URI } })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Unknown, used or expired sign-in: start again',
    )
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

/** Farcaster: the sign-in link as a QR code, waiting for the approval in the visitor's app. */
export const FarcasterQr: Story = {
  parameters: {
    gangway: at('ConnectingFarcaster', (auth) =>
      Object.assign(auth, {
        getFarcasterUri: () =>
          Promise.resolve('https://farcaster.xyz/~/siwf?channelToken=0f3c2a7e-1b9d-4c55-8e21-7d6a9b0c4e12'),
        connectFarcaster: never,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('img', { name: 'QR code for Farcaster' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  },
}

export const FarcasterFailed: Story = {
  parameters: {
    gangway: at('ConnectingFarcaster', (auth) =>
      Object.assign(auth, {
        getFarcasterUri: () => Promise.reject(new Error('Farcaster signature not valid')),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('Farcaster signature not valid')
  },
}

/** UpdateEmail, first step: the new address. */
export const UpdateEmailNewAddress: Story = {
  parameters: { gangway: at('UpdateEmail', () => undefined) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('textbox', { name: 'New e-mail' })).toBeInTheDocument()
  },
}

/** UpdateEmail, the primary code (sent to the current address) after the new one was given. */
export const UpdateEmailPrimaryCode: Story = {
  parameters: {
    gangway: at('UpdateEmail', (auth) =>
      Object.assign(auth, { updateEmail: () => Promise.resolve('VERIFY_PRIMARY_OTP' as const) }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.type(await modal.findByRole('textbox', { name: 'New e-mail' }), 'new@example.com{Enter}')
    await expect(await modal.findByRole('textbox', { name: 'Code' })).toBeInTheDocument()
  },
}
