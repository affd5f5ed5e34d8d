import { type CaipAddress, type CaipNetwork, toGangwayError } from '@gangway/common'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectClient } from '@gangway/core'
import type { BitcoinAccount, BitcoinConnection } from './bitcoin-wallet.js'
import { base64ToBytes, bytesToBase64, hexToBytes } from './encoding.js'
import { BitcoinNoSignatureError } from './errors.js'

/** What the adapter needs of the SDK's universal provider: requests routed to a chain. */
interface RequestingProvider {
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
}

/** The bip122 accounts of a session, as `{ reference, address }` (reference: the chain id after `bip122:`). */
export function bitcoinAccountsOf(
  accounts: readonly CaipAddress[],
): { reference: string; address: string }[] {
  return accounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(':')
    return namespace === 'bip122' && reference && address ? [{ reference, address }] : []
  })
}

/**
 * The instance's WalletConnect session as a Bitcoin wallet, over WalletConnect's bip122 RPC: `signMessage`
 * (ECDSA, its default: a BIP-137 signature) and `signPsbt` (never broadcast: the adapter broadcasts through the
 * blockchain API), each sent to the network's CAIP-2 chain. Pairing is core's: connect adopts the session.
 * A session names addresses only, so each is a payment address without a public key; nothing is asked of the
 * wallet on connect, because core connects every namespace of a new session at once and a request there would
 * hold the whole pairing until the wallet answered it.
 */
export function createWalletConnectBitcoinConnection(client: WalletConnectClient): BitcoinConnection {
  async function request<T>(method: string, params: unknown, network: CaipNetwork): Promise<T> {
    try {
      const provider = (await client.getProvider()) as RequestingProvider
      return (await provider.request({ method, params }, network.caipNetworkId)) as T
    } catch (error) {
      throw toGangwayError(error)
    }
  }

  /** The session's addresses, those on `network` first (the same wallet may hold others on other networks). */
  function accountsOn(accounts: readonly CaipAddress[], network?: CaipNetwork): BitcoinAccount[] {
    const all = bitcoinAccountsOf(accounts)
    const ordered = [...all.filter(({ reference }) => reference === String(network?.id)), ...all]
    return [...new Set(ordered.map(({ address }) => address))].map((address) => ({
      address,
      publicKey: undefined,
      purpose: 'payment' as const,
    }))
  }

  /** WalletConnect's `account` param: the session's first address on the network. */
  const accountFor = (network: CaipNetwork) =>
    accountsOn(client.getSession()?.accounts ?? [], network)[0]?.address

  return {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    describe() {
      const peer = client.getSession()?.peer
      return { name: peer?.name ?? 'WalletConnect', icon: peer?.icons[0] }
    },
    async connect({ network }) {
      const session = client.getSession() ?? (await client.restore())
      return accountsOn(session?.accounts ?? [], network)
    },
    async disconnect() {
      try {
        await client.disconnect()
      } catch (error) {
        throw toGangwayError(error)
      }
    },
    async signMessage({ address, message, network }) {
      const answer = await request<{ signature?: unknown } | null>(
        'signMessage',
        { account: accountFor(network) ?? address, address, message },
        network,
      )
      if (typeof answer?.signature !== 'string')
        throw new BitcoinNoSignatureError('The wallet answered no signature.')
      return base64Signature(answer.signature)
    },
    async signPsbt({ psbt, inputs, network }) {
      const answer = await request<{ psbt?: unknown } | null>(
        'signPsbt',
        {
          account: accountFor(network) ?? inputs[0]?.address,
          psbt: bytesToBase64(psbt),
          signInputs: inputs.flatMap(({ address, signingIndexes }) =>
            signingIndexes.map((index) => ({ address, index })),
          ),
          broadcast: false,
        },
        network,
      )
      if (typeof answer?.psbt !== 'string') throw new BitcoinNoSignatureError('The wallet signed no PSBT.')
      return base64ToBytes(answer.psbt)
    },
    watch({ accountsChanged, disconnect }) {
      return client.subscribe((event) => {
        if (event.type === 'disconnect') disconnect()
        else if (event.type === 'accountsChanged') {
          // The event carries every namespace's accounts: one without bip122 ones is not about Bitcoin.
          const accounts = accountsOn(event.accounts)
          if (accounts.length > 0) accountsChanged(accounts)
        }
      })
    },
  }
}

/**
 * A BIP-137 signature is 65 bytes, base64 in WalletConnect's bip122 RPC; some wallets answer it hex (AppKit
 * converts those), which is recognisable: 130 hex digits are never a base64 encoding of 65 bytes.
 */
function base64Signature(signature: string): string {
  const bytes = /^[0-9a-f]{130}$/i.test(signature) ? hexToBytes(signature) : undefined
  return bytes ? bytesToBase64(bytes) : signature
}
