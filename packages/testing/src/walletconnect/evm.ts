import { type Hex, bytesToHex, hexToBytes, hexToNumber, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { personalSign, sendTransaction, signTypedDataV4 } from '../wallet/signing.js'
import { invalidParams, unrecognizedChain } from './errors.js'
import type { RequestContext, RequestHandler } from './handler.js'
import type { LabKey } from './types.js'

export function evmKey(privateKey: Hex, index: number): LabKey {
  const account = privateKeyToAccount(privateKey)
  return {
    namespace: 'eip155',
    address: account.address,
    type: 'eoa',
    publicKey: account.publicKey,
    // anvil's default mnemonic derives its accounts along this path.
    path: `m/44'/60'/0'/0/${index}`,
    secretKey: hexToBytes(privateKey),
  }
}

const accountOf = (context: RequestContext) => privateKeyToAccount(bytesToHex(context.key.secretKey))

/** The EIP-6963 test wallet's signing code, so both wallets answer (and fail) alike. */
export const evmHandlers: Record<string, RequestHandler> = {
  personal_sign: (params, context) => personalSign(accountOf(context), params),
  eth_signTypedData_v4: (params, context) => signTypedDataV4(accountOf(context), params),
  eth_sendTransaction(params, context) {
    const chain = context.evmChains.find((c) => String(c.id) === context.chainId)
    if (!chain) throw unrecognizedChain(`eip155:${context.chainId}`)
    return sendTransaction(accountOf(context), chain, params)
  },
}

/** wallet_switchEthereumChain: `[{ chainId: '0x89' }]` → `'137'`. */
export function switchTarget(params: unknown): string {
  const chainId = (Array.isArray(params) ? params[0] : undefined)?.chainId
  if (typeof chainId !== 'string' || !isHex(chainId)) {
    throw invalidParams('wallet_switchEthereumChain expects [{ chainId: hex }]')
  }
  return String(hexToNumber(chainId))
}
