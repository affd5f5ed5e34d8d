import { solana } from '@gangway/common'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createMultiChainCore } from '../../test-multichain.js'
import { renderWithCore, stubDirectory, TEST_DIRECTORY_URL, walletListing } from '../../test-utils.js'
import { AllWallets } from './AllWallets.js'

const EVM_CHAINS = 'eip155:1,eip155:137'
const rainbow = walletListing('rainbow', 'Rainbow', { chains: ['eip155:1'] })
const solflare = walletListing('solflare', 'Solflare', { chains: [solana.caipNetworkId] })
const trust = walletListing('trust', 'Trust Wallet', { chains: ['eip155:1', solana.caipNetworkId] })
const rainbowSol = walletListing('rainbow-sol', 'Rainbow Sol', { chains: [solana.caipNetworkId] })

/** EVM and Solana configured, with a directory listing wallets of either or both. */
async function setup() {
  const directory = stubDirectory([rainbow, solflare, trust, rainbowSol])
  const { core } = await createMultiChainCore(['eip155', 'solana'], {
    services: { apiUrl: TEST_DIRECTORY_URL },
  })
  return { core, directory }
}

function walletNames(): string[] {
  return within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
}

/** The `chains` the directory was asked for, by kind of request. */
function askedChains(requests: URLSearchParams[], kind: 'page' | 'search') {
  return requests
    .filter((request) => (kind === 'search') === request.has('search'))
    .filter((request) => kind === 'search' || request.get('entries') === '40')
    .map((request) => request.get('chains'))
}

describe('AllWallets under the SPEC §4 namespace filters', () => {
  it('with every namespace on, asks for every configured chain and lists every wallet', async () => {
    const { core, directory } = await setup()
    renderWithCore(<AllWallets />, core)
    expect(await screen.findByRole('button', { name: 'Rainbow' })).toBeTruthy()
    expect(askedChains(directory.requests, 'page')).toEqual([`${EVM_CHAINS},${solana.caipNetworkId}`])
    expect(walletNames()).toEqual([
      'Fox Wallet Installed',
      'Rabbit Wallet Installed',
      'Rainbow',
      'Solflare',
      'Trust Wallet',
      'Rainbow Sol',
    ])
  })

  it("with EVM turned off, asks the directory for Solana's chain only and lists its wallets", async () => {
    const { core, directory } = await setup()
    core.store.connectors.setNamespaceFilter('eip155', false)
    renderWithCore(<AllWallets />, core)
    expect(await screen.findByRole('button', { name: 'Solflare' })).toBeTruthy()
    expect(askedChains(directory.requests, 'page')).toEqual([solana.caipNetworkId])
    expect(walletNames()).toEqual(['Fox Wallet Installed', 'Solflare', 'Trust Wallet', 'Rainbow Sol'])
  })

  it('a filter turned off after the list loaded starts it over for the namespaces left on', async () => {
    const { core, directory } = await setup()
    await core.prefetch()
    core.store.connectors.setNamespaceFilter('eip155', false)
    renderWithCore(<AllWallets />, core)
    expect(await screen.findByRole('button', { name: 'Solflare' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Rainbow' })).toBeNull()
    expect(askedChains(directory.requests, 'page')).toEqual([
      `${EVM_CHAINS},${solana.caipNetworkId}`,
      solana.caipNetworkId,
    ])
  })

  it('the search asks for the chains left on too, and shows no wallet of a namespace turned off', async () => {
    const user = userEvent.setup()
    const { core, directory } = await setup()
    core.store.connectors.setNamespaceFilter('eip155', false)
    renderWithCore(<AllWallets />, core)
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'rain')
    await waitFor(() => expect(askedChains(directory.requests, 'search')).toEqual([solana.caipNetworkId]))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
    expect(walletNames()).toEqual(['Rainbow Sol'])
  })
})
