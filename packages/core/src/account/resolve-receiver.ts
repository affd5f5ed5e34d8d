import { ERROR_MESSAGES, GangwayError, isValidAddress } from '@gangway/common'
import { evmCoinType, type NameRecord } from '@gangway/api'
import { type AccountHost, activeAccount } from './host.js'
import { NAME_NAMESPACES } from './load-identity.js'
import { blockchainServices } from './services.js'

/** ENSIP-11's coin type of Ethereum mainnet: what a name registered without a chain points to. */
const ETHEREUM_COIN_TYPE = '60'

/** A name rather than an address: it has a dot and no spaces (e.g. `alice.reown.id`). */
export function looksLikeName(input: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/u.test(input.trim())
}

/** The name's address for the network's coin type, else for Ethereum, else undefined. */
function addressOfName(record: NameRecord, chainId: number | string): string | undefined {
  let coinType: string | undefined
  try {
    coinType = String(evmCoinType(Number(chainId)))
  } catch {
    coinType = undefined
  }
  return (
    (coinType ? record.addresses[coinType]?.address : undefined) ??
    record.addresses[ETHEREUM_COIN_TYPE]?.address
  )
}

/**
 * Sets the send form's receiver from what the visitor typed: an address as it is, a name (eip155, SPEC §5)
 * resolved through `/v1/profile/account/{name}` (cached 5 minutes), keeping the name to show beside it.
 * Throws 'Error resolving name' when the name has no address here.
 */
export async function resolveReceiver(
  host: AccountHost,
  input: string,
): Promise<{ address: string; name?: string }> {
  const text = input.trim()
  const { send } = host.store
  const account = activeAccount(host)
  if (!account || isValidAddress(account.namespace, text) || !looksLikeName(text)) {
    send.setReceiverAddress(text)
    return { address: text }
  }
  const client = blockchainServices(host)
  if (!client || !NAME_NAMESPACES.includes(account.namespace)) {
    throw new GangwayError(ERROR_MESSAGES.resolveName, { details: `Names resolve on eip155 only.` })
  }
  let address: string | undefined
  try {
    address = addressOfName(await client.lookupEnsName(text.toLowerCase()), account.network.id)
  } catch (cause) {
    throw new GangwayError(ERROR_MESSAGES.resolveName, {
      details: `The name service did not answer for ${text}.`,
      cause,
    })
  }
  if (!address || !isValidAddress(account.namespace, address)) {
    throw new GangwayError(ERROR_MESSAGES.resolveName, { details: `${text} has no address on this network.` })
  }
  send.setReceiverAddress(address)
  send.setReceiverProfile({ name: text.toLowerCase(), image: undefined })
  return { address, name: text.toLowerCase() }
}
