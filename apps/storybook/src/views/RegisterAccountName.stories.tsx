import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent } from 'storybook/test'
import {
  accountWith,
  elementsOutsideCard,
  FILLED_TOKENS,
  pushFromAccount,
  type ServiceRequestParameters,
  serviceRequests,
  storyNameAdapter,
  watchServiceRequests,
} from '../account-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

/**
 * Choosing a name (SPEC §4), opened from Account. The services are a blocked port, so suggestions never arrive
 * and a registration request fails.
 */
const meta = {
  title: 'Views/RegisterAccountName',
  component: ModalHost,
  beforeEach: watchServiceRequests,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>
type Parameters = { gangway: GangwayParameters } & ServiceRequestParameters

/** Account, then RegisterAccountName; with `wallet`, an EVM adapter whose wallet signs or never answers. */
function register(wallet?: 'signs' | 'waits'): GangwayParameters {
  const parameters = accountWith({ tokens: FILLED_TOKENS }, pushFromAccount('RegisterAccountName'))
  return wallet
    ? { ...parameters, options: { ...parameters.options, adapters: [storyNameAdapter(wallet)] } }
    : parameters
}

async function nameField(canvasElement: HTMLElement) {
  const modal = await modalCanvas(canvasElement)
  const input = await modal.findByRole('textbox', { name: 'Choose a name' })
  return { modal, input, submit: modal.getByRole('button', { name: 'Register name' }) }
}

/**
 * Writes `text` in the field. user-event cannot type into an input inside a shadow root (its value hooks are
 * set up through focus events, which the document sees retargeted to the host), so the value is set natively.
 */
async function fillIn(input: HTMLElement, text: string) {
  input.focus()
  fireEvent.input(input, { target: { value: text } })
}

/** Writes `name` and submits it. */
async function submitName(canvasElement: HTMLElement, name: string) {
  const field = await nameField(canvasElement)
  await fillIn(field.input, name)
  await userEvent.click(field.submit)
  return field
}

export const Empty: Story = {
  parameters: { gangway: register() } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { input, submit } = await nameField(canvasElement)
    await expect(input).toHaveValue('')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(submit).toBeDisabled()
  },
}

/** 'ab' breaks the SPEC §5 rules (at least 4 letters, digits or hyphens): said, tied to the field. */
export const InvalidName: Story = {
  parameters: { gangway: register() } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { input, submit } = await nameField(canvasElement)
    await fillIn(input, 'ab')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Use at least 4 letters, digits or hyphens.')
    await expect(submit).toBeDisabled()
  },
}

/** The wallet has not signed yet: the form waits, its button saying why. */
export const WaitingForSignature: Story = {
  parameters: { gangway: register('waits') } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, input } = await submitName(canvasElement, 'alice')
    await expect(
      await modal.findByRole('button', { name: 'Sign the message in your wallet...' }),
    ).toBeDisabled()
    await expect(input).toBeDisabled()
  },
}

/** Signed; the services have not answered yet (the request is held). */
export const Registering: Story = {
  parameters: { gangway: register('signs'), serviceRequests: 'hold' } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal } = await submitName(canvasElement, 'alice')
    await expect(await modal.findByRole('button', { name: 'Registering...' })).toBeDisabled()
  },
}

/**
 * The wallet signed, but the registration request failed (it really goes out, to a blocked port): the view
 * stays, with 'Error registering name alice.reown.id' announced and tied to the field.
 */
export const RegistrationError: Story = {
  parameters: { gangway: register('signs') } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, input } = await submitName(canvasElement, 'alice')
    await expect(await modal.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error registering name alice.reown.id',
    )
    await expect(input).toHaveAccessibleDescription('Error registering name alice.reown.id')
    await expect(serviceRequests).toContain('/v1/profile/account')
  },
}

const LONG_REGISTERED_NAME = `${'the-longest-name-anyone-ever-chose-'.repeat(2)}for-this-account.reown.id`

/** The name is the account's now; a long one is cut on one line, and said in full. */
export const Success: Story = {
  parameters: {
    gangway: accountWith(
      { tokens: FILLED_TOKENS },
      pushFromAccount('RegisterAccountNameSuccess', { name: LONG_REGISTERED_NAME }),
    ),
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(
      await modal.findByText(`${LONG_REGISTERED_NAME} is now the name of this account.`),
    ).toHaveAttribute('role', 'status')
    await expect(modal.getByTitle(LONG_REGISTERED_NAME)).toHaveClass('gw-ellipsis')
    const dialog = modal.getByRole('dialog')
    await expect(elementsOutsideCard(dialog)).toEqual([])
    await expect(modal.getByRole('button', { name: 'Back to account' })).toBeInTheDocument()
  },
}
