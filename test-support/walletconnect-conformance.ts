// The WalletConnect side of the adapter conformance setups: the instance's real client (adapter-universal) and
// the lab wallet over the local relay. Test-only; imported by the adapters' conformance test files.
import type { CaipNetwork } from '@gangway/common'
import type { AdapterContext } from '@gangway/core'
import type { WalletStorage } from '@gangway/testing'
import { createEventRecorder, walletConnectDriver } from '@gangway/testing/conformance'
import {
  createLabWallet,
  createMemoryKeyValueStorage,
  type LabEvmChain,
  type LabNamespace,
  type LabSolanaChain,
} from '@gangway/testing/walletconnect'
import type { Hex } from 'viem'
import { createWalletConnectClient } from '@gangway/adapter-universal'

// Each "page load" builds its own SDK core, as a reload does, instead of reusing the process-wide one.
process.env.DISABLE_GLOBAL_CORE = 'true'

export interface WalletConnectSetupOptions<A extends { construct(context: AdapterContext): void }> {
  /** The local services: their relay, verify stand-in and (as the blockchain API) balances of node-less chains. */
  services: { url: string; relayUrl: string; verifyUrl: string }
  namespace: LabNamespace
  /** The networks the page proposes (and the wallet approves). */
  networks: readonly CaipNetwork[]
  /** The suite's storage: the page's and the wallet's SDK stores live as long as it does (a reload keeps them). */
  storage: WalletStorage
  /** The EVM chains the lab wallet sends on, with keys no other test file spends from. */
  evm?: { chains: LabEvmChain[]; privateKeys: readonly [Hex, Hex] }
  /** The Solana chains the lab wallet sends on, and a key seed no other test file uses (see `labAccounts`). */
  solana?: { chains: LabSolanaChain[]; seed: string }
  adapter: A
}

const storesBySite = new WeakMap<
  WalletStorage,
  { page: unknown; wallet: ReturnType<typeof createMemoryKeyValueStorage> }
>()

/** One page load over WalletConnect: the adapter constructed with a fresh client, and the lab wallet driven for the suite. */
export async function walletConnectEnvironment<A extends { construct(context: AdapterContext): void }>(
  options: WalletConnectSetupOptions<A>,
) {
  const stores = storesBySite.get(options.storage) ?? {
    page: createMemoryKeyValueStorage(),
    wallet: createMemoryKeyValueStorage(),
  }
  storesBySite.set(options.storage, stores)
  const labWallet = await createLabWallet({
    relayUrl: options.services.relayUrl,
    verifyUrl: options.services.verifyUrl,
    // The relay admits only the services' projects.
    projectId: 'gangway-sandbox',
    storage: stores.wallet,
    storagePrefix: 'conformance-wallet',
    chains: {
      ...(options.evm ? { eip155: options.evm.chains } : {}),
      ...(options.solana ? { solana: options.solana.chains } : {}),
    },
    ...(options.evm ? { eip155PrivateKeys: options.evm.privateKeys } : {}),
    ...(options.solana ? { seed: options.solana.seed } : {}),
  })
  const client = createWalletConnectClient({
    projectId: 'gangway-sandbox',
    networks: options.networks,
    relayUrl: options.services.relayUrl,
    verifyUrl: options.services.verifyUrl,
    storage: stores.page as never,
    customStoragePrefix: 'conformance-page',
  })
  const recorder = createEventRecorder()
  options.adapter.construct({
    projectId: 'gangway-conformance',
    networks: [...options.networks],
    events: recorder.sink as AdapterContext['events'],
    blockchainApiUrl: options.services.url,
    walletConnect: client,
  })
  const driver = walletConnectDriver({ wallet: labWallet, client, namespace: options.namespace })
  return {
    adapter: options.adapter,
    events: recorder.events,
    wallet: driver,
    async teardown() {
      driver.stop()
      await labWallet.close()
      const provider = (await client.getProvider()) as {
        client: { core: { relayer: { transportClose(): Promise<void> } } }
      }
      await provider.client.core.relayer.transportClose()
    },
  }
}
