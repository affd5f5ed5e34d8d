import {
  type Hex,
  type PrivateKeyAccount,
  createWalletClient,
  defineChain,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
} from 'viem'
import { invalidParams, unauthorized } from './errors.js'
import type { TestWalletChain } from './types.js'

/** A signing request naming an address other than the wallet's own is refused, as extensions do. */
export function assertOwnAddress(account: PrivateKeyAccount, address: unknown) {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
    throw unauthorized()
  }
}

/** personal_sign: a hex payload is signed as raw bytes, anything else as UTF-8 text (as MetaMask does). */
export function personalSign(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  const [data, address] = asArray(params, 'personal_sign')
  assertOwnAddress(account, address)
  if (typeof data !== 'string') throw invalidParams('personal_sign expects a message')
  return account.signMessage({ message: isHex(data) ? { raw: data } : data })
}

/** eth_signTypedData_v4: [address, typed data as JSON]. */
export function signTypedDataV4(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  const [address, json] = asArray(params, 'eth_signTypedData_v4')
  assertOwnAddress(account, address)
  const typedData = typeof json === 'string' ? JSON.parse(json) : json
  if (!typedData || typeof typedData !== 'object')
    throw invalidParams('eth_signTypedData_v4 expects typed data')
  const { EIP712Domain: _domainTypes, ...types } = typedData.types ?? {}
  return account.signTypedData({
    domain: typedData.domain,
    types,
    primaryType: typedData.primaryType,
    message: typedData.message,
  })
}

interface TransactionParams {
  from?: Hex
  to?: Hex
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  nonce?: Hex
}

/** eth_sendTransaction: signed here with the local key, sent raw to the selected chain's node. */
export function sendTransaction(
  account: PrivateKeyAccount,
  chain: TestWalletChain,
  params: unknown,
): Promise<Hex> {
  const [request] = asArray(params, 'eth_sendTransaction') as [TransactionParams | undefined]
  if (!request || typeof request !== 'object')
    throw invalidParams('eth_sendTransaction expects a transaction')
  if (request.from !== undefined) assertOwnAddress(account, request.from)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.id,
      name: chain.name ?? `Chain ${chain.id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const data = request.data ?? request.input
  return client.sendTransaction({
    to: request.to,
    value: request.value ? hexToBigInt(request.value) : undefined,
    data,
    gas: request.gas ? hexToBigInt(request.gas) : undefined,
    nonce: request.nonce ? hexToNumber(request.nonce) : undefined,
  })
}

function asArray(params: unknown, method: string): unknown[] {
  if (!Array.isArray(params)) throw invalidParams(`${method} expects an array of parameters`)
  return params
}
