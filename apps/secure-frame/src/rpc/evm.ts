import { type Address, type Hex, hexToBytes, isHex, type TypedDataDefinition } from 'viem'
import { nameRegistration } from '../approval/name-registration.js'
import { LABEL } from '../approval/messages.js'
import { type ApprovalAction, clip, described, printableUtf8 } from '../approval/summary.js'
import {
  describeEvmCall,
  type PricedTransaction,
  summarizeTransaction,
} from '../approval/transaction-summary.js'
import { summarizeTypedData } from '../approval/typed-data.js'
import { evmChainNumber, type FrameChain } from '../chains.js'
import type { KeyRing } from '../keys/keyring.js'
import {
  completeTransaction,
  type PricedRequest,
  parseTransactionRequest,
  priceTransaction,
} from './evm-transaction.js'
import { type FactSources, gatherFacts } from './facts.js'
import type { RpcClient } from './json-rpc.js'

/**
 * What the EVM summaries are given besides the request: the active chain, and facts the caller vouches for or
 * the services to ask for them.
 */
export interface EvmApprovalContext extends FactSources {
  chain: FrameChain
}

export class InvalidParamsError extends Error {
  override name = 'InvalidParamsError'
}

function params(raw: unknown, count: number, method: string): unknown[] {
  if (!Array.isArray(raw) || raw.length < count) {
    throw new InvalidParamsError(`Invalid params for ${method}`)
  }
  return raw
}

/** The signed-in EVM account must be the one the dapp names: the frame holds one account only. */
function assertOurs(keys: KeyRing, named: unknown): void {
  if (typeof named !== 'string' || named.toLowerCase() !== keys.addresses.eip155.toLowerCase()) {
    throw new InvalidParamsError('The address is not the signed-in account')
  }
}

/** The message the visitor reads: hex decoded as UTF-8 text when it is printable, else the hex itself. */
export function personalMessageText(message: string): { text: string; code: boolean } {
  if (!isHex(message, { strict: true }) || message.length % 2 !== 0) return { text: message, code: false }
  const text = printableUtf8(hexToBytes(message))
  return text === undefined ? { text: message, code: true } : { text, code: false }
}

/** `personal_sign [message, address]`: hex is signed as raw bytes, other text as its UTF-8. */
export function preparePersonalSign(keys: KeyRing, raw: unknown): ApprovalAction {
  const [message, address] = params(raw, 2, 'personal_sign')
  if (typeof message !== 'string') throw new InvalidParamsError('Invalid params for personal_sign')
  assertOurs(keys, address)
  const shown = personalMessageText(message)
  const isRaw = isHex(message, { strict: true }) && message.length % 2 === 0
  return {
    ...described(() => ({
      kind: 'signature',
      details: [
        ...nameRegistration(shown.code ? undefined : shown.text),
        { label: LABEL.message, value: clip(shown.text), code: shown.code },
      ],
    })),
    run: () => keys.signMessage(isRaw ? { raw: message as Hex } : message),
  }
}

interface TypedData {
  domain?: { name?: unknown; chainId?: unknown } & Record<string, unknown>
  types: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

function parseTypedData(json: unknown): TypedData {
  let value: unknown = json
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json)
    } catch {
      throw new InvalidParamsError('Invalid typed data: not JSON')
    }
  }
  const data = value as Partial<TypedData> | null
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof data.types !== 'object' ||
    data.types === null ||
    typeof data.primaryType !== 'string' ||
    typeof data.message !== 'object' ||
    data.message === null ||
    (data.domain !== undefined && (typeof data.domain !== 'object' || data.domain === null))
  ) {
    throw new InvalidParamsError('Invalid typed data')
  }
  return data as TypedData
}

/**
 * `eth_signTypedData_v4 [address, json]`: the whole message as a tree with its domain. A domain bound to another
 * chain than the active one is shown with a warning (a signature meant for another chain is valid there:
 * cross-chain permits are legitimate, but the visitor must see it).
 */
export function prepareTypedData(keys: KeyRing, raw: unknown, ctx: EvmApprovalContext): ApprovalAction {
  const data = readTypedData(keys, raw)
  return {
    ...described(() => summarizeTypedData(data, ctx)),
    run: () => keys.signTypedData(data as unknown as TypedDataDefinition),
  }
}

/**
 * {@link prepareTypedData} with the tokens it names (a Permit's, Permit2's) looked up with `ctx.facts` first, on
 * the chain the domain names: a token address means nothing on another chain.
 */
export async function prepareTypedDataWithFacts(
  keys: KeyRing,
  raw: unknown,
  ctx: EvmApprovalContext,
): Promise<ApprovalAction> {
  const data = readTypedData(keys, raw)
  const domainChain = data.domain?.chainId
  const chainId =
    domainChain === undefined || domainChain === null ? evmChainNumber(ctx.chain) : Number(domainChain)
  const known = Number.isSafeInteger(chainId)
    ? await gatherFacts(ctx, chainId, (tokens) => summarizeTypedData(data, { ...ctx, tokens }), {
        price: false,
      })
    : {}
  return {
    ...described(() => summarizeTypedData(data, { chain: ctx.chain, ...known })),
    run: () => keys.signTypedData(data as unknown as TypedDataDefinition),
  }
}

function readTypedData(keys: KeyRing, raw: unknown): TypedData {
  const [address, json] = params(raw, 2, 'eth_signTypedData_v4')
  assertOurs(keys, address)
  const data = parseTypedData(json)
  const domainChain = data.domain?.chainId
  if (domainChain !== undefined && domainChain !== null && !isChainId(domainChain)) {
    throw new InvalidParamsError('Invalid typed data: the domain chain id is not a number')
  }
  return data
}

function isChainId(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^(\d{1,78}|0x[\da-f]{1,64})$/i.test(value)) ||
    typeof value === 'bigint'
  )
}

function pricedForSummary({ request, gas, fees }: PricedRequest): PricedTransaction {
  return {
    ...request,
    gas,
    ...(fees.type === 'legacy' ? { gasPrice: fees.gasPrice } : { maxFeePerGas: fees.maxFeePerGas }),
  }
}

/**
 * `eth_sendTransaction [tx]`: gas and fees are set before the visitor is asked (the dialog shows the most it
 * can cost, and exactly that is signed); the nonce is taken after approval; signed here, sent by the gateway.
 */
export async function prepareSendTransaction(
  keys: KeyRing,
  raw: unknown,
  { rpc, ...ctx }: EvmApprovalContext & { rpc: RpcClient },
): Promise<ApprovalAction> {
  const [first] = params(raw, 1, 'eth_sendTransaction')
  const request = parseTransactionRequest(first)
  const target = { from: keys.addresses.eip155 as Address, chainId: evmChainNumber(ctx.chain) }
  if (request.from && request.from.toLowerCase() !== target.from.toLowerCase()) {
    throw new InvalidParamsError('The transaction is not from the signed-in account')
  }
  // The services are asked for the coin's price and the tokens named while the node prices the transaction.
  const [priced, known] = await Promise.all([
    priceTransaction(rpc, request, target),
    gatherFacts(ctx, target.chainId, (tokens) => describeEvmCall(request, { ...ctx, tokens }), {
      price: true,
    }),
  ])
  return {
    ...described(() => summarizeTransaction(pricedForSummary(priced), { chain: ctx.chain, ...known })),
    async run() {
      const transaction = await completeTransaction(rpc, priced, target)
      const signed = await keys.signTransaction(transaction)
      return rpc.request<Hex>('eth_sendRawTransaction', [signed])
    },
  }
}
