import { toGangwayError, UserRejectedRequestError } from '@gangway/common'
import type { BitcoinAccount, BitcoinConnection } from './bitcoin-wallet.js'
import { base64ToBytes, bytesToBase64, hexToBytes } from './encoding.js'
import { BitcoinInvalidAnswerError, BitcoinNoSignatureError } from './errors.js'
import type { SatsConnectWallet } from './sats-connect.js'

/**
 * sats-connect's USER_REJECTION. JSON-RPC reserves -32000 for "invalid input" (SPEC §8), so the code alone would
 * read as a failure, not a refusal: it is mapped to the 4001 rejection here.
 */
const USER_REJECTION = -32000

/**
 * A wallet found through `window.btc_providers`, driven with sats-connect's requests: `getAccounts` (prompts),
 * `wallet_getAccount` (what the site holds, no prompt), `signMessage` (ECDSA, i.e. BIP-137), `signPsbt`
 * (never broadcast: the adapter broadcasts through the blockchain API) and `wallet_disconnect`. Its connector id
 * is its name, as AppKit names sats-connect connectors.
 */
export function createSatsConnectConnection(wallet: SatsConnectWallet): BitcoinConnection {
  async function request<T>(method: string, params: unknown): Promise<T> {
    let response: unknown
    try {
      response = await wallet.provider.request(method, params)
    } catch (error) {
      throw toGangwayError(error)
    }
    if (typeof response === 'object' && response !== null) {
      const answer = response as { result?: unknown; error?: unknown }
      if ('result' in answer) return answer.result as T
      if (typeof answer.error === 'object' && answer.error !== null) throw toError(answer.error)
    }
    throw new BitcoinInvalidAnswerError(wallet.name, method)
  }

  /** The addresses the site holds now, asked without a prompt (-32002 when it holds none). */
  const held = () =>
    request<{ addresses?: unknown } | null>('wallet_getAccount', null).then((account) =>
      accountsOf(account?.addresses),
    )

  return {
    connectorId: wallet.name,
    describe: () => ({ name: wallet.name, icon: wallet.icon }),
    async connect({ silent }) {
      // A site without access, or a wallet without wallet_getAccount, restores nothing rather than prompting.
      if (silent) return held().catch(() => [])
      return accountsOf(await request('getAccounts', { purposes: ['payment', 'ordinals'] }))
    },
    async disconnect() {
      await request('wallet_disconnect', null)
    },
    async signMessage({ address, message }) {
      const answer = await request<{ signature?: unknown } | null>('signMessage', {
        address,
        message,
        protocol: 'ECDSA',
      })
      if (typeof answer?.signature !== 'string') {
        throw new BitcoinNoSignatureError(`${wallet.name} answered no signature.`)
      }
      return answer.signature
    },
    async signPsbt({ psbt, inputs }) {
      const signInputs: Record<string, number[]> = {}
      for (const { address, signingIndexes } of inputs) {
        signInputs[address] = [...(signInputs[address] ?? []), ...signingIndexes]
      }
      const answer = await request<{ psbt?: unknown } | null>('signPsbt', {
        psbt: bytesToBase64(psbt),
        signInputs,
        broadcast: false,
      })
      if (typeof answer?.psbt !== 'string')
        throw new BitcoinNoSignatureError(`${wallet.name} signed no PSBT.`)
      return base64ToBytes(answer.psbt)
    },
    watch({ accountsChanged, disconnect }) {
      const { provider } = wallet
      if (typeof provider.addListener !== 'function') return () => {}
      const stops = [
        provider.addListener('accountChange', (event) => {
          const addresses = (event as { addresses?: unknown } | null)?.addresses
          // Some wallets name the new addresses, others only say that they changed.
          if (addresses !== undefined) accountsChanged(accountsOf(addresses))
          // A wallet that cannot say which keeps the addresses it had.
          else void held().then(accountsChanged, () => {})
        }),
        provider.addListener('disconnect', () => disconnect()),
      ]
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop()
      }
    },
  }
}

/** A sats-connect error answer as ours: USER_REJECTION as a user rejection, any other code as its RPC error. */
function toError(error: object): Error {
  if ((error as { code?: unknown }).code === USER_REJECTION)
    return new UserRejectedRequestError({ cause: error })
  return toGangwayError(error)
}

/** The payment and ordinals addresses of an answer; anything else (Stacks, malformed entries) is left out. */
function accountsOf(addresses: unknown): BitcoinAccount[] {
  if (!Array.isArray(addresses)) return []
  return addresses.flatMap((entry): BitcoinAccount[] => {
    const { address, publicKey, purpose } = (entry ?? {}) as Record<string, unknown>
    if (typeof address !== 'string' || (purpose !== 'payment' && purpose !== 'ordinals')) return []
    return [
      { address, publicKey: typeof publicKey === 'string' ? hexToBytes(publicKey) : undefined, purpose },
    ]
  })
}
