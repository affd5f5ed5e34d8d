import { type Network, networks } from 'bitcoinjs-lib'

/** BIP-122 chain ids (the first 32 hex characters of the genesis hash) → bitcoinjs-lib's network parameters. */
const BITCOIN_NETWORKS: Record<string, Network> = {
  '000000000019d6689c085ae165831e93': networks.bitcoin,
  '000000000933ea01ad0ee984209779ba': networks.testnet,
}

export function bitcoinNetworkOf(chainId: string): Network | undefined {
  return BITCOIN_NETWORKS[chainId.replace(/^bip122:/u, '')]
}
