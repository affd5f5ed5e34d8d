import { base58 } from '@gangway/core/adapter-kit'
import { type CaipAddress, type CaipNetwork, toGangwayError } from '@gangway/common'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectClient } from '@gangway/core'
import { fromBase64, toBase64 } from './encoding.js'
import type { SolanaWallet } from './solana-wallet.js'

/** What the wallet side needs of the SDK's universal provider: requests routed to a chain. */
interface RequestingProvider {
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
}

/** The solana accounts of a session, as `{ chainId, address }` (chainId: the reference after `solana:`). */
export function solanaAccountsOf(accounts: readonly CaipAddress[]): { chainId: string; address: string }[] {
  return accounts.flatMap((account) => {
    const [namespace, chainId, address] = account.split(':') as [string, string, string]
    return namespace === 'solana' && chainId && address ? [{ chainId, address }] : []
  })
}

/**
 * The instance's WalletConnect session as a Solana wallet: requests go through the shared client's provider to
 * the network's CAIP-2 chain, with the WalletConnect Solana RPC (`solana_signMessage`,
 * `solana_signTransaction`, `solana_signAndSendTransaction`). Pairing is core's: connect adopts the session.
 */
export function createWalletConnectSolanaWallet(client: WalletConnectClient): SolanaWallet {
  /** The chain reference the adapter acts on, to pick the account on it when the wallet reports several. */
  let chainReference: string | undefined

  async function request<T>(method: string, params: unknown, network: CaipNetwork): Promise<T> {
    try {
      const provider = (await client.getProvider()) as RequestingProvider
      return (await provider.request({ method, params }, network.caipNetworkId)) as T
    } catch (error) {
      throw toGangwayError(error)
    }
  }

  const approved = () => solanaAccountsOf(client.getSession()?.accounts ?? [])

  return {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    describe() {
      const peer = client.getSession()?.peer
      return { name: peer?.name ?? 'WalletConnect', icon: peer?.icons[0] }
    },
    async connect({ network }) {
      const session = client.getSession() ?? (await client.restore())
      const accounts = solanaAccountsOf(session?.accounts ?? [])
      const account = accounts.find(({ chainId }) => chainId === String(network?.id)) ?? accounts[0]
      if (!account) return undefined
      chainReference = account.chainId
      return account
    },
    async disconnect() {
      try {
        await client.disconnect()
      } catch (error) {
        throw toGangwayError(error)
      }
    },
    supports: (network) => approved().some(({ chainId }) => chainId === String(network.id)),
    async signMessage({ message, address, network }) {
      const answer = await request<{ signature?: unknown } | string>(
        'solana_signMessage',
        { message: base58.encode(message), pubkey: address },
        network,
      )
      return base58.decode(signatureOf(answer))
    },
    async signTransaction({ transaction, address, network }) {
      const answer = await request<{ signature?: unknown; transaction?: unknown }>(
        'solana_signTransaction',
        { transaction: toBase64(transaction), pubkey: address },
        network,
      )
      // Newer wallets answer the whole signed transaction; older ones only their signature.
      if (typeof answer?.transaction === 'string') return fromBase64(answer.transaction)
      return withSignature(transaction, address, base58.decode(signatureOf(answer)))
    },
    async signAndSendTransaction({ transaction, address, network, options }) {
      const answer = await request<{ signature?: unknown } | string>(
        'solana_signAndSendTransaction',
        { transaction: toBase64(transaction), pubkey: address, ...(options ? { sendOptions: options } : {}) },
        network,
      )
      return signatureOf(answer)
    },
    watch(watchers) {
      return client.subscribe((event) => {
        if (event.type === 'disconnect') watchers.disconnect()
        else if (event.type === 'chainChanged') {
          const [namespace, reference] = event.caipNetworkId.split(':')
          if (namespace !== 'solana' || !reference) return
          chainReference = reference
          watchers.chainChanged(reference)
        } else {
          const accounts = solanaAccountsOf(event.accounts)
          if (accounts.length === 0) return
          const onChain = accounts.filter(({ chainId }) => chainId === chainReference)
          watchers.accountsChanged([...new Set([...onChain, ...accounts].map(({ address }) => address))])
        }
      })
    },
  }
}

/** A wallet's answer: `{ signature }` or the bare signature (base58). */
function signatureOf(answer: unknown): string {
  if (typeof answer === 'string') return answer
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature === 'string') return signature
  throw toGangwayError(new Error('The wallet answered without a signature.'))
}

/** The wire transaction with `signature` in `address`'s signer slot (for wallets that answer only a signature). */
async function withSignature(wire: Uint8Array, address: string, signature: Uint8Array): Promise<Uint8Array> {
  const { PublicKey, VersionedTransaction } = await import('@solana/web3.js')
  const transaction = VersionedTransaction.deserialize(wire)
  transaction.addSignature(new PublicKey(address), signature)
  return transaction.serialize()
}
