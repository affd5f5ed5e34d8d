import { createAppKitCore } from '@gangway/core'
import { createMemoryStorage, createSolanaTestWallet, registerSolanaTestWallet } from '@gangway/testing'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  fundedSolanaKey,
  localSolanaChains,
  localSolanaNetworks,
} from '../../../../test-support/solana-fixtures.js'
import { SolanaAdapter } from './solana-adapter.js'

const { localnet, devnet } = localSolanaChains()
const networks = localSolanaNetworks()
let secretKey: Uint8Array

beforeAll(async () => {
  ;({ secretKey } = await fundedSolanaKey([localnet.rpcUrl, devnet.rpcUrl], 3))
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page: the test wallet registered, one Gangway instance with the Solana adapter, over `storage`. */
async function page(storage: ReturnType<typeof createMemoryStorage>) {
  const wallet = createSolanaTestWallet({ rpcUrl: localnet.rpcUrl, secretKey, storage })
  cleanups.push(registerSolanaTestWallet(wallet))
  const adapter = new SolanaAdapter({ storage })
  const core = createAppKitCore(
    { adapters: [adapter], networks, projectId: 'test', enableWalletConnect: false },
    { storage },
  )
  await core.ready()
  return { wallet, adapter, core }
}

describe('SolanaAdapter in a Gangway instance', () => {
  it('its wallet is listed, connects, shows its balance and hands out its provider; a reload restores it', async () => {
    const storage = createMemoryStorage()
    const { wallet, adapter, core } = await page(storage)
    const connector = core.store.connectors.state.connectors.find(
      (candidate) => candidate.name === wallet.name,
    )
    expect(connector).toMatchObject({ type: 'ANNOUNCED', chain: 'solana' })

    await core.connect(connector!)
    expect(core.getAddress('solana')).toBe(wallet.address)
    expect(core.getCaipAddress('solana')).toBe(`${networks[0].caipNetworkId}:${wallet.address}`)
    expect(core.getProvider('solana')).toBe(adapter.getProvider())
    await core.updateNativeBalance('solana')
    expect(core.store.chain.state.chains.solana?.accountState).toMatchObject({
      balance: '3',
      balanceSymbol: 'SOL',
    })

    const reloaded = await page(storage)
    expect(reloaded.core.getAddress('solana')).toBe(wallet.address)
    expect(reloaded.core.getProvider('solana')).toBeTruthy()
  })
})
