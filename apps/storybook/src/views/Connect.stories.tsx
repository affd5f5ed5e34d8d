import type { Meta, StoryObj } from '@storybook/react-vite'
import { LISTINGS, STORY_DIRECTORY, setDirectory } from '../directory-fixtures.js'
import { announceWallets } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/Connect',
  component: ModalHost,
  args: { view: 'Connect' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const withoutSignIn = { features: { email: false, socials: false } } satisfies GangwayParameters['options']

export const WithAnnouncedWallet: Story = {
  parameters: {
    gangway: { options: withoutSignIn, setup: (core) => announceWallets(core) } satisfies GangwayParameters,
  },
}

export const NoWallet: Story = {
  parameters: { gangway: { options: withoutSignIn } satisfies GangwayParameters },
}

export const WithEmailAndSocials: Story = {
  parameters: {
    gangway: {
      options: {
        services: { secureSiteUrl: 'https://secure.gangway.test' },
        features: { email: true, socials: ['google', 'x', 'github', 'discord', 'apple', 'facebook'] },
      },
    } satisfies GangwayParameters,
  },
}

export const EmailSocialsAndWallet: Story = {
  parameters: {
    gangway: {
      options: {
        services: { secureSiteUrl: 'https://secure.gangway.test' },
        features: { email: true, socials: ['google', 'x', 'github'] },
      },
      setup: (core) => announceWallets(core),
    } satisfies GangwayParameters,
  },
}

/** The browser's wallets, then featured and recommended ones from the directory, and its count. */
export const WithFeatured: Story = {
  parameters: {
    gangway: {
      options: { ...withoutSignIn, ...STORY_DIRECTORY, featuredWalletIds: ['rainbow', 'zerion'] },
      setup: (core) => {
        announceWallets(core)
        setDirectory(core, {
          featured: [LISTINGS.rainbow, LISTINGS.zerion],
          recommended: [LISTINGS.safe, LISTINGS.ledger, LISTINGS.longName],
          count: 624,
          page: 1,
        })
      },
    } satisfies GangwayParameters,
  },
}
