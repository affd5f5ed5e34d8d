import {
  type Address,
  formatUnits,
  getAddress,
  type Hash,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type Log,
  toEventSelector,
  toFunctionSelector,
  type Transaction,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import type { NativeCurrencyConfig } from '../config.js'
import type { ActivityEntry, ActivityRecord, ActivityTransfer } from '../storage/types.js'
import type { TokenResolver } from './indexed-tokens.js'
import { SWAP_CALL, SWAP_EVENT, swapNativeLegs } from './swap-events.js'

/** A mined block with its transactions and their receipts, as the indexer reads it. */
export interface IndexedBlock {
  number: bigint
  hash: Hash
  timestamp: bigint
  transactions: Transaction[]
  receipts: TransactionReceipt[]
}

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const APPROVAL = toEventSelector('Approval(address,address,uint256)')
const APPROVAL_FOR_ALL = toEventSelector('ApprovalForAll(address,address,bool)')

/** Calls whose failure still says what the sender meant (a failed transaction has no logs to read). */
const APPROVE_CALLS = new Set([
  toFunctionSelector('approve(address,uint256)'),
  toFunctionSelector('setApprovalForAll(address,bool)'),
])
const SEND_CALLS = new Set([
  toFunctionSelector('transfer(address,uint256)'),
  toFunctionSelector('transferFrom(address,address,uint256)'),
  toFunctionSelector('safeTransferFrom(address,address,uint256)'),
  toFunctionSelector('safeTransferFrom(address,address,uint256,bytes)'),
])

/** The token image route, on the services origin (made absolute when served: the origin can change). */
export function tokenImagePath(symbol: string): string {
  return `/public/getTokenImage/${encodeURIComponent(symbol)}`
}

/** The collection's image route (see nft-routes.ts), on the services origin. */
export function nftImagePath(chainId: number, contract: Address, tokenId: bigint): string {
  return `/public/nft/${chainId}/${contract.toLowerCase()}/${tokenId}/image.svg`
}

/** The entry with its image paths made absolute on `origin`, as clients need them. */
export function entryWithOrigin(entry: ActivityEntry, origin: string): ActivityEntry {
  const absolute = (image: { url: string } | null) =>
    image && { url: image.url.startsWith('/') ? `${origin}${image.url}` : image.url }
  return {
    ...entry,
    transfers: entry.transfers.map((transfer) => ({
      ...transfer,
      fungible_info: transfer.fungible_info && {
        ...transfer.fungible_info,
        icon: absolute(transfer.fungible_info.icon),
      },
      nft_info: transfer.nft_info && {
        ...transfer.nft_info,
        ...(transfer.nft_info.content && {
          content: { preview: absolute(transfer.nft_info.content.preview) },
        }),
      },
    })),
  }
}

/** Something that moved in a transaction, before it is seen from one side. */
interface Movement {
  from: Address
  to: Address
  transfer: Omit<ActivityTransfer, 'direction'>
}

const topicAddress = (topic: Hex) => getAddress(`0x${topic.slice(-40)}`)

function priced(numeric: string, price: number | undefined): Pick<ActivityTransfer, 'price' | 'value'> {
  return price === undefined ? {} : { price, value: Number(numeric) * price }
}

/** The native value a successful transaction carried, if any. */
function nativeMovement(
  transaction: Transaction,
  receipt: TransactionReceipt,
  native: NativeCurrencyConfig,
): Movement | undefined {
  const to = transaction.to ?? receipt.contractAddress
  if (transaction.value === 0n || !to) return undefined
  return nativeMove(transaction.from, to, transaction.value, native)
}

/** `value` of the native coin moving from `from` to `to`, priced from the table. */
function nativeMove(from: Address, to: Address, value: bigint, native: NativeCurrencyConfig): Movement {
  const numeric = formatUnits(value, native.decimals)
  return {
    from,
    to,
    transfer: {
      fungible_info: {
        name: native.name,
        symbol: native.symbol,
        icon: { url: tokenImagePath(native.symbol) },
      },
      nft_info: null,
      quantity: { numeric },
      ...priced(numeric, native.price),
    },
  }
}

/** An ERC-20 Transfer (3 topics, the amount in data) or an ERC-721 one (the token id as 4th topic). */
async function tokenMovement(
  chainId: number,
  log: Log,
  tokens: TokenResolver,
): Promise<Movement | undefined> {
  const [, fromTopic, toTopic, idTopic] = log.topics
  if (!fromTopic || !toTopic) return undefined
  const from = topicAddress(fromTopic)
  const to = topicAddress(toTopic)
  if (log.topics.length === 3 && log.data.length === 66) {
    const token = await tokens.fungible(log.address)
    const raw = hexToBigInt(log.data)
    const numeric = token.decimals === undefined ? raw.toString() : formatUnits(raw, token.decimals)
    const described = token.name !== undefined || token.symbol !== undefined
    return {
      from,
      to,
      transfer: {
        fungible_info: described
          ? {
              name: token.name,
              symbol: token.symbol,
              icon: token.hasIcon && token.symbol ? { url: tokenImagePath(token.symbol) } : null,
            }
          : null,
        nft_info: null,
        quantity: { numeric },
        ...priced(numeric, token.price),
      },
    }
  }
  if (log.topics.length === 4 && idTopic) {
    const collection = await tokens.collection(log.address)
    const tokenId = hexToBigInt(idTopic)
    return {
      from,
      to,
      transfer: {
        fungible_info: null,
        nft_info: {
          name: collection.name === undefined ? undefined : `${collection.name} #${tokenId}`,
          // Only our own collection's images are served here; another contract's metadata is never fetched.
          ...(collection.own && {
            content: { preview: { url: nftImagePath(chainId, log.address, tokenId) } },
          }),
          flags: { is_spam: !collection.own },
        },
        quantity: { numeric: '1' },
      },
    }
  }
  return undefined
}

/** send / receive / mint / burn / approve from what the address saw; deploy or execute when nothing moved. */
function operationType(address: Address, moves: Movement[], approved: boolean, transaction: Transaction) {
  const outs = moves.filter((move) => isAddressEqual(move.from, address) && !isAddressEqual(move.to, address))
  const ins = moves.filter((move) => isAddressEqual(move.to, address) && !isAddressEqual(move.from, address))
  // Both ways in one transaction is a swap (SERVICES.md names it 'trade'), e.g. through the services' pool.
  if (outs.length > 0 && ins.length > 0) return 'trade'
  if (ins.length > 0) return ins.every((move) => move.from === zeroAddress) ? 'mint' : 'receive'
  if (outs.length > 0) return outs.every((move) => move.to === zeroAddress) ? 'burn' : 'send'
  if (moves.length > 0) return 'send'
  if (approved) return 'approve'
  return transaction.to === null ? 'deploy' : 'execute'
}

/** What a failed transaction meant to do, read from its call (it left no logs). */
function intendedOperation(transaction: Transaction): string {
  if (transaction.to === null) return 'deploy'
  const selector = transaction.input.slice(0, 10) as Hex
  if (APPROVE_CALLS.has(selector)) return 'approve'
  if (selector === SWAP_CALL) return 'trade'
  if (transaction.value > 0n || SEND_CALLS.has(selector)) return 'send'
  return 'execute'
}

/**
 * The operation type of an on-ramp purchase arriving: the funding account's transfer, as its recipient sees
 * it. SPEC §9 counts deposits among the incoming operations (shown with a plus sign).
 */
export const ONRAMP_OPERATION_TYPE = 'deposit'

/** A receive sent by the on-ramp's funding account is the purchase arriving. */
function onrampMarked(kind: string, transaction: Transaction, onrampFunder: Address | undefined): string {
  return kind === 'receive' && onrampFunder && isAddressEqual(transaction.from, onrampFunder)
    ? ONRAMP_OPERATION_TYPE
    : kind
}

function direction(address: Address, move: Movement): ActivityTransfer['direction'] {
  const out = isAddressEqual(move.from, address)
  const into = isAddressEqual(move.to, address)
  return out && into ? 'self' : out ? 'out' : 'in'
}

/**
 * The block's activity: for every address a transaction touched (its sender, each side of a native or token
 * transfer, each approving owner), one entry with the transfers as that address sees them. A failed
 * transaction moved nothing, so only its sender gets an entry, with no transfers.
 */
export async function blockRecords(
  chainId: number,
  block: IndexedBlock,
  tokens: TokenResolver,
  native: NativeCurrencyConfig,
  /** The on-ramp's funding account: what it sends is a purchase arriving ({@link ONRAMP_OPERATION_TYPE}). */
  onrampFunder?: Address,
): Promise<ActivityRecord[]> {
  const receipts = new Map(block.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const minedAt = Number(block.timestamp)
  const records: ActivityRecord[] = []
  for (const transaction of block.transactions) {
    const receipt = receipts.get(transaction.hash)
    if (!receipt)
      throw new Error(`Block ${block.number} of chain ${chainId} has no receipt for ${transaction.hash}`)
    const confirmed = receipt.status === 'success'
    const moves: Movement[] = []
    const approvers: Address[] = []
    if (confirmed) {
      const carried = nativeMovement(transaction, receipt, native)
      if (carried) moves.push(carried)
      for (const log of receipt.logs) {
        const [topic, owner] = log.topics
        if (topic === TRANSFER) {
          const move = await tokenMovement(chainId, log, tokens)
          if (move) moves.push(move)
        } else if ((topic === APPROVAL || topic === APPROVAL_FOR_ALL) && owner) {
          approvers.push(topicAddress(owner))
        } else if (topic === SWAP_EVENT) {
          // The native coin a pool pays out leaves no Transfer log: its Swap event tells.
          for (const leg of await swapNativeLegs(log, transaction, (contract) => tokens.own(contract))) {
            moves.push(nativeMove(leg.from, leg.to, leg.value, native))
          }
        }
      }
    }
    const involved = new Map<string, Address>()
    for (const address of [
      transaction.from,
      ...moves.flatMap((move) => [move.from, move.to]),
      ...approvers,
    ]) {
      if (address !== zeroAddress) involved.set(address.toLowerCase(), getAddress(address))
    }
    for (const address of involved.values()) {
      const mine = moves.filter(
        (move) => isAddressEqual(move.from, address) || isAddressEqual(move.to, address),
      )
      const approved = approvers.some((owner) => isAddressEqual(owner, address))
      const entry: ActivityEntry = {
        id: `eip155:${chainId}:${transaction.hash}`,
        metadata: {
          operationType: confirmed
            ? onrampMarked(operationType(address, mine, approved, transaction), transaction, onrampFunder)
            : intendedOperation(transaction),
          hash: transaction.hash,
          minedAt: new Date(minedAt * 1000).toISOString(),
          chain: `eip155:${chainId}`,
          status: confirmed ? 'confirmed' : 'failed',
          sentFrom: getAddress(transaction.from),
          sentTo: getAddress(transaction.to ?? receipt.contractAddress ?? zeroAddress),
          nonce: transaction.nonce,
        },
        transfers: mine.map((move) => ({ ...move.transfer, direction: direction(address, move) })),
      }
      records.push({
        chainId,
        address: address.toLowerCase(),
        txHash: transaction.hash,
        blockNumber: Number(block.number),
        txIndex: receipt.transactionIndex,
        minedAt,
        entry,
      })
    }
  }
  return records
}
