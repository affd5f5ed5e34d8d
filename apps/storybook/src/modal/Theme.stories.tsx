import { AppKitButton } from '@gangway/ui-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmbeddedHost } from '../EmbeddedHost.js'
import { announceWallets } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Modal/Theme',
  component: ModalHost,
  args: { view: 'Connect' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const setup = (core: Parameters<NonNullable<GangwayParameters['setup']>>[0]) => announceWallets(core)

export const Dark: Story = {
  parameters: { gangway: { options: { themeMode: 'dark' }, setup } satisfies GangwayParameters },
}

export const Light: Story = {
  parameters: { gangway: { options: { themeMode: 'light' }, setup } satisfies GangwayParameters },
}

/** AppKit's --w3m-* variables are accepted as they are. */
export const ThemeVariables: Story = {
  parameters: {
    gangway: {
      options: {
        themeVariables: {
          '--w3m-accent': '#00b37e',
          '--w3m-color-mix': '#00b37e',
          '--w3m-color-mix-strength': 15,
          '--w3m-border-radius-master': '2px',
          '--w3m-font-size-master': '11px',
        },
      },
      setup,
    } satisfies GangwayParameters,
  },
}

export const Embedded: Story = {
  parameters: { gangway: { options: { enableEmbedded: true }, setup } satisfies GangwayParameters },
}

/** The embedded modal in a host page's flow, mounted into the page's own container (mountModal `embedded`). */
export const EmbeddedInPage: Story = {
  render: () => <EmbeddedHost />,
  parameters: { gangway: { setup } satisfies GangwayParameters },
}

/**
 * open({ view: 'Networks' }) with an embedded modal on the page: the view shows inline, with focus moved into it,
 * and the overlay mounted beside it stays hidden, so one modal shows the view.
 */
export const EmbeddedOpened: Story = {
  render: () => (
    <>
      <EmbeddedHost />
      <ModalHost view="Networks" />
    </>
  ),
  parameters: { gangway: { setup } satisfies GangwayParameters },
}

/** A brand's accent alone (`--w3m-accent`): the host's Connect button and the modal's accents follow it. */
export const CustomAccent: Story = {
  render: (args) => (
    <>
      <div style={{ padding: 16 }}>
        <AppKitButton />
      </div>
      <ModalHost {...args} />
    </>
  ),
  parameters: {
    gangway: {
      options: { themeVariables: { '--w3m-accent': '#b4235a' } },
      setup,
    } satisfies GangwayParameters,
  },
}

/** `themeMode: 'system'`: the palette follows the viewer's colour scheme, and changes with it. */
export const System: Story = {
  parameters: { gangway: { options: { themeMode: 'system' }, setup } satisfies GangwayParameters },
}
