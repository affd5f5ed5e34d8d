import type { ConformanceChain, ConformanceWallet } from '../conformance/types.js'
import { verifyBitcoinMessage } from '../walletconnect/bitcoin.js'
import type { BitcoinTestWallet } from './create-bitcoin-test-wallet.js'
import type { SatsConnectTestWallet } from './create-sats-connect-test-wallet.js'
import { BITCOIN_NETWORKS, bitcoinTestAccounts } from './keys.js'

/** The blockchain API's query every call carries (SPEC §7). */
const QUERY = { projectId: 'gangway-conformance', st: 'appkit', sv: 'gangway-conformance' }

async function servicesGet<T>(
  servicesUrl: string,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const url = new URL(path, servicesUrl)
  for (const [key, value] of Object.entries({ ...QUERY, ...query })) url.searchParams.set(key, value)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Checks on a bip122 network made on the services' UTXO ledger, which stands in for a Bitcoin node. */
export function bitcoinConformanceChain(servicesUrl: string, caipNetworkId: string): ConformanceChain {
  return {
    async balanceOf(address) {
      const { sats } = await servicesGet<{ sats: string }>(servicesUrl, `/v1/bitcoin/balance/${address}`, {
        chainId: caipNetworkId,
      })
      return BigInt(sats)
    },
    verifyMessage: async ({ address, message, signature }) =>
      verifyBitcoinMessage({ address, message, signature }),
    newRecipient: () => bitcoinTestAccounts(crypto.randomUUID(), BITCOIN_NETWORKS.mainnet).payment.address,
    async confirm(txid) {
      const { confirmed } = await servicesGet<{ confirmed: boolean }>(
        servicesUrl,
        `/v1/bitcoin/transactions/${txid}`,
      )
      if (!confirmed) throw new Error(`Transaction ${txid} is not on the ledger.`)
    },
    // Well above the 546-sat dust limit of a P2WPKH output.
    sendValue: 25_000n,
  }
}

/** Gives the address spendable outputs on the ledger (`/__test` seeding: the ledger has no miner). */
export async function seedBitcoinUtxos(
  servicesUrl: string,
  caipNetworkId: string,
  address: string,
  sats: number,
) {
  const response = await fetch(new URL('/__test/bitcoin/utxos', servicesUrl), {
    method: 'POST',
    body: JSON.stringify({ chainId: caipNetworkId, address, sats, count: 2 }),
  })
  if (!response.ok) throw new Error(`Seeding ${address} failed: ${response.status} ${await response.text()}`)
}

/**
 * A Bitcoin test wallet as the conformance suite drives it: the Wallet Standard one or the sats-connect one,
 * both listed by name as ANNOUNCED; their `switchAccount` and `disconnectSite` act as the user.
 */
export function bitcoinWalletDriver(wallet: BitcoinTestWallet | SatsConnectTestWallet): ConformanceWallet {
  return {
    connector: { name: wallet.name, type: 'ANNOUNCED' },
    get address() {
      return wallet.keys.payment.address
    },
    rejectNextRequest: () => wallet.rejectNextRequest(),
    changeAccount: async () => wallet.switchAccount(),
    disconnect: async () => wallet.disconnectSite(),
  }
}
