import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'

// The visitor refused (EIP-1193, CAIP-25), the node refused the transaction, the WalletConnect session failed to
// settle: another node would answer the same.
const FINAL_CODES = [4001, 5000, -32003, 7000]
const REVERTED = /execution reverted|gas required exceeds allowance/

/**
 * Several RPC URLs for one network, asked in the host's order: a request the first cannot answer (down, slow, an
 * error of its own) goes to the next. A failure that every node would repeat (a revert, a refusal) ends it at
 * once. viem's `fallback` does the same with more options; this one is written here because a bundler cannot
 * leave viem's out of a page's start-up download once any code uses it, and few hosts give several URLs.
 */
export function inTurn(transports: Transport[]): Transport {
  return ({ retryCount, ...parameters }) => {
    // Each node is asked once per round; the round as a whole is retried.
    const nodes = transports.map((transport) => transport({ ...parameters, retryCount: 0 }))
    const request = async (args: Parameters<EIP1193RequestFn>[0]): Promise<unknown> => {
      let lastError: unknown
      for (const node of nodes) {
        try {
          return await node.request(args)
        } catch (error) {
          if (isFinal(error)) throw error
          lastError = error
        }
      }
      throw lastError
    }
    // Without a count of the client's, createTransport's default applies.
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'inTurn',
      retryCount,
      request,
    } as never)
  }
}

function isFinal(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return typeof code === 'number' && (FINAL_CODES.includes(code) || REVERTED.test(String(message)))
}
