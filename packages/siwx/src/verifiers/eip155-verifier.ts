import type { CaipNetwork, CaipNetworkId, SIWXSession } from '@gangway/common'
import type { Transport } from 'viem'
import { SIWXVerificationError } from '../errors.js'
import { SIWXVerifier } from '../verifier.js'

export interface EIP155VerifierParameters {
  /**
   * The RPC URL to check contract accounts' signatures on a network; undefined falls back to the network's own
   * public RPC (Gangway's network definitions). EOA signatures never need one.
   */
  getRpcUrl?: ((chainId: CaipNetworkId) => string | undefined) | undefined
}

/**
 * Checks eip155 signatures (AppKit's `EIP155Verifier`): an EOA's EIP-191 signature offline, and otherwise, through
 * viem's `verifyMessage` on the network, a deployed contract account's (ERC-1271) or an undeployed one's
 * (ERC-6492: the signature carries its factory call; viem's universal validator runs it in an `eth_call`).
 * An RPC that fails rejects with SIWXVerificationError rather than answering false: "could not check" must not
 * read as "forged", and a host may want to retry.
 */
export class EIP155Verifier extends SIWXVerifier {
  readonly chainNamespace = 'eip155' as const
  private readonly getRpcUrl: EIP155VerifierParameters['getRpcUrl']

  constructor(parameters: EIP155VerifierParameters = {}) {
    super()
    this.getRpcUrl = parameters.getRpcUrl
  }

  async verify(session: SIWXSession): Promise<boolean> {
    const { accountAddress: address, chainId } = session.data
    const { signature, message } = session
    // viem loads on first use, so a page that only imports the verifier does not pay for it.
    const viem = await import('viem')
    if (!viem.isAddress(address, { strict: false }) || !viem.isHex(signature)) return false

    // The common case, an EOA, recovers offline: no RPC round trip.
    const signedByKey = await viem.verifyMessage({ address, message, signature }).catch(() => false)
    if (signedByKey) return true

    const rpcUrl = this.getRpcUrl?.(chainId) ?? (await defaultRpcUrl(chainId))
    if (!rpcUrl) {
      throw new SIWXVerificationError('signature', `No RPC URL for ${chainId} to check the signature with.`, {
        details: `The signature is not ${address}'s own key's, and a contract account's needs the chain.`,
      })
    }
    // viem's verifyMessage reads any failed eth_call as "invalid"; the transport remembers the failures that
    // were the RPC's (unreachable, HTTP error, timeout, refused method) rather than a contract's revert.
    const failures: unknown[] = []
    const http = viem.http(rpcUrl)
    const transport: Transport = (options) => {
      const inner = http(options)
      const request = (async (args, requestOptions) => {
        try {
          return await inner.request(args, requestOptions)
        } catch (error) {
          // A reverted call is the contract's answer ("not valid"), not a failure of the RPC.
          const reverted =
            error instanceof viem.RpcRequestError && (error.code === 3 || /revert/i.test(error.message))
          if (!reverted) failures.push(error)
          throw error
        }
      }) as typeof inner.request
      return { ...inner, request }
    }
    // No chain on the client: a chain's listed ERC-6492 validator may not exist on a fork or a local node, and
    // without one viem deploys its validator within the eth_call.
    const client = viem.createPublicClient({ transport })
    let valid: boolean
    try {
      valid = await client.verifyMessage({ address, message, signature })
    } catch (cause) {
      throw new SIWXVerificationError('signature', `The signature could not be checked on ${chainId}.`, {
        cause: failures[0] ?? cause,
      })
    }
    if (!valid && failures.length > 0) {
      throw new SIWXVerificationError(
        'signature',
        `The RPC of ${chainId} failed; the signature is unchecked.`,
        {
          cause: failures[0],
        },
      )
    }
    return valid
  }
}

/** The first public RPC of the Gangway network with this CAIP-2 id (loaded on first use, like viem). */
async function defaultRpcUrl(chainId: CaipNetworkId): Promise<string | undefined> {
  // Every network common defines is one of its exports: no second list to keep in step.
  const common: Record<string, unknown> = await import('@gangway/common')
  const network = Object.values(common).find(
    (value): value is CaipNetwork =>
      typeof value === 'object' && value !== null && (value as CaipNetwork).caipNetworkId === chainId,
  )
  return (network?.rpcUrls.chainDefault ?? network?.rpcUrls.default)?.http[0]
}
