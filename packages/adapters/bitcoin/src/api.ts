import { ERROR_MESSAGES, formatMessage, GangwayError } from '@gangway/common'

/** SPEC §7: every blockchain-service call carries the project id and the sdk type and version. */
const SDK = { st: 'appkit', sv: 'gangway-adapter-bitcoin-0.0.0' } as const

export interface BitcoinApi {
  /** The native balance's whole-BTC decimal string, '0' for an empty address. */
  balance(address: string, chainId: string): Promise<string>
  utxos(address: string, chainId: string): Promise<{ txid: string; vout: number; value: number }[]>
  broadcast(hex: string, chainId: string): Promise<string>
}

/** The blockchain API's bip122 calls (apps/services implements them over its UTXO ledger). */
export function createBitcoinApi(baseUrl: string, projectId: string): BitcoinApi {
  async function call<T>(path: string, query: Record<string, string>, init?: RequestInit): Promise<T> {
    const url = new URL(path, baseUrl)
    for (const [key, value] of Object.entries({ projectId, ...SDK, ...query }))
      url.searchParams.set(key, value)
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(10_000),
      headers: { 'content-type': 'application/json' },
    })
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined
    if (!response.ok) {
      throw new GangwayError(formatMessage(ERROR_MESSAGES.httpStatus, { n: response.status }), {
        details: body?.message,
      })
    }
    return body as T
  }
  return {
    async balance(address, chainId) {
      const { balances } = await call<{ balances: { symbol: string; quantity: { numeric: string } }[] }>(
        `/v1/account/${encodeURIComponent(address)}/balance`,
        { currency: 'usd', chainId },
      )
      // Empty addresses are left out of the answer (zero balances are dropped, SPEC §5).
      return balances.find((line) => line.symbol === 'BTC')?.quantity.numeric ?? '0'
    },
    async utxos(address, chainId) {
      return (
        await call<{ utxos: { txid: string; vout: number; value: number }[] }>(
          `/v1/bitcoin/utxos/${encodeURIComponent(address)}`,
          { chainId },
        )
      ).utxos
    },
    async broadcast(hex, chainId) {
      return (
        await call<{ txid: string }>(
          '/v1/bitcoin/transactions',
          {},
          {
            method: 'POST',
            body: JSON.stringify({ chainId, hex }),
          },
        )
      ).txid
    },
  }
}
