import type { Meta, StoryObj } from '@storybook/react-vite'
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
