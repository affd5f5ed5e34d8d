import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { ServicesContext } from '../../context.js'
import { describeError } from '../../describe-error.js'
import { invalidProjectError, ServiceError } from '../../http/errors.js'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import { forwardCall, type RpcNode, RpcRequestSchema } from './forward.js'

/** A JSON-RPC body: one call, or a batch of up to this many. */
export const MAX_BATCH = 20
const MAX_BODY_BYTES = 128 * 1024

/** SPEC §8: an unknown chain id. */
const INVALID_CHAIN_ID = 'Invalid chainId'

const RpcQuerySchema = v.object({
  chainId: v.pipe(v.string(), v.maxLength(100)),
  projectId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
})

const RpcBodySchema = v.union([
  RpcRequestSchema,
  v.pipe(
    v.array(RpcRequestSchema),
    v.minLength(1, 'An empty batch'),
    v.maxLength(MAX_BATCH, `A batch of at most ${MAX_BATCH} calls`),
  ),
])

/** The node serving a CAIP-2 id: a configured EVM chain, or the local Solana chain under its genesis id or an alias. */
async function findNode(context: ServicesContext, chainId: string): Promise<RpcNode | undefined> {
  const evm = /^eip155:(\d{1,18})$/.exec(chainId)
  if (evm) {
    const rpcUrl = context.chains.rpcUrl(Number(evm[1]))
    return rpcUrl ? { chainId, namespace: 'eip155', rpcUrl } : undefined
  }
  const { solana } = context
  if (!solana || !chainId.startsWith('solana:')) return undefined
  // The Solana chain's id is its genesis hash, asked of the node once: a node that is down is a 502.
  const answers = await solana.answersTo(chainId).catch((error: unknown) => {
    context.log(`services: Solana chain id unknown: ${describeError(error)}`)
    throw new ServiceError(502, `Chain ${chainId} is unavailable`)
  })
  return answers ? { chainId, namespace: 'solana', rpcUrl: solana.config.rpcUrl } : undefined
}

/**
 * `POST /v1/rpc?chainId=<caip2>&projectId=`: the frame's RPC URL (SPEC §7), a JSON-RPC pass-through to the
 * local node of that chain. Only an allow-list of methods reaches the node (see allow-list.ts); a batch is
 * answered call by call, in order. It takes no sdk query (st, sv): the frame builds the URL from the chain
 * id and the project id alone.
 */
export function rpcRoutes(context: ServicesContext): Hono {
  const app = new Hono()

  app.post(
    '/v1/rpc',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request too large' }, 413),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      const query = parseRequest(RpcQuerySchema, c.req.query(), 'query')
      if (!(await context.storage.projects.get(query.projectId))) throw invalidProjectError()
      const node = await findNode(context, query.chainId)
      if (!node) throw new ServiceError(400, INVALID_CHAIN_ID)
      const body = parseRequest(RpcBodySchema, await readJsonBody(c.req.raw), 'body')
      if (!Array.isArray(body)) return c.json(await forwardCall(node, body, context.log))
      return c.json(await Promise.all(body.map((call) => forwardCall(node, call, context.log))))
    },
  )

  return app
}
