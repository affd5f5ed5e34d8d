import { HistoryQuerySchema, HistoryResponseSchema, TransactionSchema } from '@gangway/api/schemas'
import { Hono } from 'hono'
import { isAddress } from 'viem'
import { entryWithOrigin } from '../chain/activity-entries.js'
import type { ServicesContext } from '../context.js'
import { ServiceError } from '../http/errors.js'
import { checkResponse, parseRequest } from '../http/validate.js'
import { onrampHistory } from './onramp/history.js'
import { HISTORY_PAGE_SIZE } from '../storage/sqlite/activity.js'
import { type ActivityEntry, InvalidCursorError } from '../storage/types.js'
import { selfOrigin } from '../http/self-origin.js'

/**
 * How long a history request waits for the indexer to reach the chains' heads, so a transaction mined just
 * before is on the page. Past it (a slow or unreachable node) the request answers what is stored.
 */
export const CATCH_UP_WAIT_MS = 2_000

/** 'eip155:137' → 137 when it names an EVM chain, else undefined. */
function evmChainId(caipNetworkId: string): number | undefined {
  const [namespace, reference, ...rest] = caipNetworkId.split(':')
  return namespace === 'eip155' && rest.length === 0 && reference && /^\d+$/.test(reference)
    ? Number(reference)
    : undefined
}

/**
 * GET /v1/account/{account}/history (SPEC §7): the address's activity on the local EVM chains, as the indexer
 * stored it, newest first, {@link HISTORY_PAGE_SIZE} per page. `next` is the cursor of the following page.
 */
export function historyRoutes(context: ServicesContext): Hono {
  const { chains, indexer, storage } = context
  const app = new Hono()

  async function caughtUp(chainIds: number[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CATCH_UP_WAIT_MS)
    })
    try {
      // A chain that cannot be read is reported by the indexer; the page shows what is stored.
      await Promise.race([indexer.catchUp(chainIds).catch(() => {}), deadline])
    } finally {
      clearTimeout(timer)
    }
  }

  app.get('/v1/account/:account/history', async (c) => {
    const query = parseRequest(HistoryQuerySchema, c.req.query(), 'query')
    const account = c.req.param('account')
    const empty = { data: [], next: null }

    // On-ramp purchases are their own history (see onramp/history.ts), which the provider reads fresh.
    if (query.onramp !== undefined) {
      c.header('Cache-Control', 'no-store')
      const origin = selfOrigin(context, c)
      const body = await onrampHistory(context.onramp, { ...query, account, provider: query.onramp, origin })
      return c.json(checkResponse(HistoryResponseSchema, body, 'history'))
    }
    const chainId = query.chainId === undefined ? undefined : evmChainId(query.chainId)
    const unserved =
      !isAddress(account, { strict: false }) ||
      (query.chainId !== undefined && (chainId === undefined || !chains.has(chainId)))
    // Only the local EVM chains are indexed: another chain, or an address that is not EVM, has no activity.
    if (unserved) return c.json(checkResponse(HistoryResponseSchema, empty, 'history'))

    await caughtUp(chainId === undefined ? chains.chainIds() : [chainId])
    const { entries, next } = await page(account, chainId, query.cursor)
    const origin = selfOrigin(context, c)
    const data = entries.map((entry) =>
      checkResponse(TransactionSchema, entryWithOrigin(entry, origin), 'history entry'),
    )
    return c.json(checkResponse(HistoryResponseSchema, { data, next }, 'history'))
  })

  async function page(
    address: string,
    chainId: number | undefined,
    cursor: string | undefined,
  ): Promise<{ entries: ActivityEntry[]; next: string | null }> {
    try {
      const result = await storage.activity.page({ address, chainId, cursor, limit: HISTORY_PAGE_SIZE })
      return { entries: result.records.map((record) => record.entry), next: result.next }
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new ServiceError(400, error.message)
      throw error
    }
  }

  return app
}
