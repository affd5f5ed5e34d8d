import { type Address, formatEther, type Hex, hexToBytes, isHex, type TypedDataDefinition } from 'viem'
import { type ApprovalAction, type ApprovalDetail, clip, printableUtf8 } from '../approval/summary.js'
import type { KeyRing } from '../keys/keyring.js'
import { fillTransaction, parseTransactionRequest } from './evm-transaction.js'
import type { RpcClient } from './json-rpc.js'

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
    summary: {
      kind: 'signature',
      details: [{ label: 'Message', value: clip(shown.text), code: shown.code }],
    },
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
    data.message === null
  ) {
    throw new InvalidParamsError('Invalid typed data')
  }
  return data as TypedData
}

/**
 * `eth_signTypedData_v4 [address, json]`. A domain bound to another chain is refused: the visitor approves on
 * the chain the app shows, and a signature meant for another chain could be replayed there.
 */
export function prepareTypedData(keys: KeyRing, raw: unknown, chainId: number): ApprovalAction {
  const [address, json] = params(raw, 2, 'eth_signTypedData_v4')
  assertOurs(keys, address)
  const data = parseTypedData(json)
  const domainChain = data.domain?.chainId
  if (domainChain !== undefined && domainChain !== null && Number(domainChain) !== chainId) {
    throw new InvalidParamsError('The typed data is for another chain')
  }
  const details: ApprovalDetail[] = [{ label: 'Type', value: clip(data.primaryType, 200) }]
  if (typeof data.domain?.name === 'string')
    details.push({ label: 'Domain', value: clip(data.domain.name, 200) })
  return {
    summary: { kind: 'signature', details },
    run: () => keys.signTypedData(data as unknown as TypedDataDefinition),
  }
}

/** `eth_sendTransaction [tx]`: filled after approval (fresh nonce and fees), signed here, sent by the gateway. */
export function prepareSendTransaction(
  keys: KeyRing,
  raw: unknown,
  { rpc, chainId, nativeSymbol = 'ETH' }: { rpc: RpcClient; chainId: number; nativeSymbol?: string },
): ApprovalAction {
  const [first] = params(raw, 1, 'eth_sendTransaction')
  const request = parseTransactionRequest(first)
  const from = keys.addresses.eip155 as Address
  if (request.from && request.from.toLowerCase() !== from.toLowerCase()) {
    throw new InvalidParamsError('The transaction is not from the signed-in account')
  }
  const dataBytes = request.data ? (request.data.length - 2) / 2 : 0
  const details: ApprovalDetail[] = [
    { label: 'To', value: request.to ?? 'New contract', code: request.to !== undefined },
    { label: 'Value', value: `${formatEther(request.value ?? 0n)} ${nativeSymbol}` },
    { label: 'Data', value: dataBytes === 0 ? 'None' : `${dataBytes} bytes` },
  ]
  return {
    summary: { kind: 'transaction', details },
    async run() {
      const transaction = await fillTransaction(rpc, request, { from, chainId })
      const signed = await keys.signTransaction(transaction)
      return rpc.request<Hex>('eth_sendRawTransaction', [signed])
    },
  }
}
