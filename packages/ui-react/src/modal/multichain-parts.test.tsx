import { mainnet, polygon, solana } from '@gangway/common'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { announcedWallet, connectAccount, createTestCore, renderWithCore, update } from '../test-utils.js'
import { SOLANA_ADDRESS } from '../test-multichain.js'
import { Modal } from './Modal.js'
import { connectedAccountsPart, namespaceFiltersPart } from './multichain-parts.js'

// The multichain chunk arrives when a test says so: what shows before it arrives can be seen.
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrived, arrive: () => arrive() }
})
vi.mock('../views/multichain.js', async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

const withoutSignIn = { features: { email: false, socials: false as const } }

function multiChainCore() {
  const core = createTestCore({ ...withoutSignIn, networks: [mainnet, polygon, solana] })
  core.store.connectors.setConnectors('eip155', [announcedWallet()])
  return core
}

/** Lets the modal's settled-page work (a zero-delay timer) run. */
const settle = () => update(() => new Promise((resolve) => setTimeout(resolve, 10)))

// The tests share the chunk's module state: they run in this order.
describe('multichain parts of Connect and Account', () => {
  it('a single-namespace app never asks for their code: not on mount, not in Connect, not in Account', async () => {
    const preload = vi.spyOn(namespaceFiltersPart, 'preload')
    const core = createTestCore(withoutSignIn)
    core.store.connectors.setConnectors('eip155', [announcedWallet()])
    renderWithCore(<Modal />, core)
    await settle()
    await update(() => core.open({ view: 'Connect' }))
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Show wallets for' })).toBeNull()
    connectAccount(core)
    await update(() => core.open({ view: 'Account' }))
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    await settle()

    expect(preload).not.toHaveBeenCalled()
    expect(namespaceFiltersPart.loaded).toBeUndefined()
    expect(connectedAccountsPart.loaded).toBeUndefined()
    preload.mockRestore()
  })

  it('opened before their code arrived, Connect shows the loading state, then the whole view at once', async () => {
    const core = multiChainCore()
    renderWithCore(<Modal />, core)
    await update(() => core.open({ view: 'Connect' }))
    // No half view that would shift when the filters arrive above the wallets.
    expect(screen.getByText('Loading...')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'MetaMask Installed' })).toBeNull()

    await update(() => chunk.arrive())
    expect(await screen.findByRole('group', { name: 'Show wallets for' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
    expect(screen.queryByText('Loading...')).toBeNull()
    expect(namespaceFiltersPart.loaded).toBeDefined()
    expect(connectedAccountsPart.loaded).toBeDefined()
  })

  it('an app with several namespaces preloads them when the modal mounts, before it opens', async () => {
    const preload = vi.spyOn(namespaceFiltersPart, 'preload')
    const accountsPreload = vi.spyOn(connectedAccountsPart, 'preload')
    renderWithCore(<Modal />, multiChainCore())
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(preload).toHaveBeenCalled())
    expect(accountsPreload).toHaveBeenCalled()
    preload.mockRestore()
    accountsPreload.mockRestore()
  })

  it('once loaded, Account with two namespaces connected renders its accounts list directly', async () => {
    const core = multiChainCore()
    connectAccount(core)
    core.store.chain.setAccountState('solana', {
      address: SOLANA_ADDRESS,
      caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}`,
      status: 'connected',
    })
    renderWithCore(<Modal />, core)
    await update(() => core.open({ view: 'Account' }))
    expect(screen.getByRole('region', { name: 'Connected accounts' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disconnect all' })).toBeTruthy()
    expect(screen.queryByText('Loading...')).toBeNull()
  })
})
