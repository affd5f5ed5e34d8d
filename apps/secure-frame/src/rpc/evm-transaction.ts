import { type Address, type Hex, isAddress, isHex, type TransactionSerializable } from 'viem'
import type { RpcClient } from './json-rpc.js'

/** What a dapp passes to `eth_sendTransaction`, read into numbers (every field optional but the sender's). */
export interface EvmTransactionRequest {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
}

export class InvalidTransactionError extends Error {
  override name = 'InvalidTransactionError'
}

/** Used when the node has no `eth_maxPriorityFeePerGas`: 1 gwei, what clients commonly fall back to. */
const FALLBACK_PRIORITY_FEE = 1_000_000_000n

/** A JSON-RPC quantity (`0x…`), or a non-negative safe integer some dapps send instead. */
function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[\da-f]{1,64}$/i.test(value)) return BigInt(value)
  throw new InvalidTransactionError(`Invalid transaction: ${field} must be a hex quantity`)
}

function address(value: unknown, field: string): Address | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isAddress(value, { strict: false })) return value as Address
  throw new InvalidTransactionError(`Invalid transaction: ${field} must be an address`)
}

function bytes(value: unknown): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value, { strict: true }) && value.length % 2 === 0) return value
  throw new InvalidTransactionError('Invalid transaction: data must be hex bytes')
}

function toNumber(value: bigint | undefined, field: string): number | undefined {
  if (value === undefined) return undefined
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidTransactionError(`Invalid transaction: ${field} is too large`)
  }
  return Number(value)
}

/** Reads `eth_sendTransaction`'s first parameter; throws on a field that is there but malformed. */
export function parseTransactionRequest(raw: unknown): EvmTransactionRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InvalidTransactionError('Invalid transaction: expected an object')
  }
  const tx = raw as Record<string, unknown>
  const request: EvmTransactionRequest = {
    from: address(tx.from, 'from'),
    to: address(tx.to, 'to'),
    value: quantity(tx.value, 'value'),
    data: bytes(tx.data ?? tx.input),
    gas: quantity(tx.gas ?? tx.gasLimit, 'gas'),
    gasPrice: quantity(tx.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
    nonce: toNumber(quantity(tx.nonce, 'nonce'), 'nonce'),
    chainId: toNumber(quantity(tx.chainId, 'chainId'), 'chainId'),
  }
  // Drop the absent fields so `{ ...request }` never overrides a filled value with undefined.
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined))
}

const hex = (value: bigint): Hex => `0x${value.toString(16)}`

export type Fees =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }

async function priorityFee(rpc: RpcClient): Promise<bigint> {
  try {
    return BigInt(await rpc.request<Hex>('eth_maxPriorityFeePerGas'))
  } catch {
    return FALLBACK_PRIORITY_FEE
  }
}

/**
 * EIP-1559 fees when the latest block has a base fee (twice the base fee plus the tip, so the transaction
 * survives a few full blocks), legacy `eth_gasPrice` otherwise. A gas price the dapp gave keeps it legacy;
 * fees the dapp gave are kept.
 */
export async function chooseFees(rpc: RpcClient, request: EvmTransactionRequest): Promise<Fees> {
  const wantsLegacy = request.gasPrice !== undefined && request.maxFeePerGas === undefined
  if (wantsLegacy) return { type: 'legacy', gasPrice: request.gasPrice as bigint }
  const block = await rpc.request<{ baseFeePerGas?: Hex | null } | null>('eth_getBlockByNumber', [
    'latest',
    false,
  ])
  const baseFee = block?.baseFeePerGas
  if (baseFee === undefined || baseFee === null) {
    return { type: 'legacy', gasPrice: BigInt(await rpc.request<Hex>('eth_gasPrice')) }
  }
  const tip = request.maxPriorityFeePerGas ?? (await priorityFee(rpc))
  const maxFeePerGas = request.maxFeePerGas ?? BigInt(baseFee) * 2n + tip
  return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas: tip > maxFeePerGas ? maxFeePerGas : tip }
}

/** A request with the gas and fees it will be signed with: what the dialog shows the maximum fee of. */
export interface PricedRequest {
  request: EvmTransactionRequest
  gas: bigint
  fees: Fees
}

function assertOurs(request: EvmTransactionRequest, from: Address, chainId: number): void {
  if (request.from && request.from.toLowerCase() !== from.toLowerCase()) {
    throw new InvalidTransactionError('The transaction is not from the signed-in account')
  }
  if (request.chainId !== undefined && request.chainId !== chainId) {
    throw new InvalidTransactionError('The transaction is for another chain')
  }
}

/**
 * The gas limit (estimated unless the dapp gave one) and the fees, before the visitor is asked, so the dialog
 * shows the most the transaction can cost and exactly that is signed. A dapp's `from` or `chainId` that is not
 * ours is refused, not rewritten; a call the node cannot estimate (it would revert) fails here.
 */
export async function priceTransaction(
  rpc: RpcClient,
  request: EvmTransactionRequest,
  { from, chainId }: { from: Address; chainId: number },
): Promise<PricedRequest> {
  assertOurs(request, from, chainId)
  const call = {
    from,
    ...(request.to ? { to: request.to } : {}),
    ...(request.value !== undefined ? { value: hex(request.value) } : {}),
    ...(request.data ? { data: request.data } : {}),
  }
  const gas = request.gas ?? BigInt(await rpc.request<Hex>('eth_estimateGas', [call]))
  const fees = await chooseFees(rpc, request)
  return { request, gas, fees }
}

/** The priced request with the pending nonce (taken after approval, so requests approved in turn follow). */
export async function completeTransaction(
  rpc: RpcClient,
  { request, gas, fees }: PricedRequest,
  { from, chainId }: { from: Address; chainId: number },
): Promise<TransactionSerializable> {
  const nonce =
    request.nonce ?? Number(BigInt(await rpc.request<Hex>('eth_getTransactionCount', [from, 'pending'])))
  const base = {
    chainId,
    nonce,
    gas,
    ...(request.to ? { to: request.to } : {}),
    value: request.value ?? 0n,
    ...(request.data ? { data: request.data } : {}),
  }
  return fees.type === 'legacy'
    ? { ...base, type: 'legacy', gasPrice: fees.gasPrice }
    : {
        ...base,
        type: 'eip1559',
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      }
}

/**
 * A complete transaction for `from` on `chainId`: the pending nonce, an estimated gas limit and fees, each only
 * where the dapp left it out.
 */
export async function fillTransaction(
  rpc: RpcClient,
  request: EvmTransactionRequest,
  target: { from: Address; chainId: number },
): Promise<TransactionSerializable> {
  return completeTransaction(rpc, await priceTransaction(rpc, request, target), target)
}
