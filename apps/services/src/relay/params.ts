import * as v from 'valibot'
import { describeIssues } from '../http/validate.js'
import { RelayRpcError, RpcErrorCode } from './json-rpc.js'

/** The longest TTL the hosted relay accepts (30 days), in seconds. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
/** What the SDK's `publishCustom` uses when it sends no TTL (five minutes), in seconds. */
const SESSION_TTL_SECONDS = 300
/** The SDK re-subscribes at most 500 topics per batch. */
const MAX_BATCH = 1_000

const Topic = v.pipe(v.string(), v.minLength(1), v.maxLength(256))
const Topics = v.pipe(v.array(Topic), v.maxLength(MAX_BATCH))
const Message = v.pipe(v.string(), v.minLength(1))
const Ttl = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TTL_SECONDS))
/** An empty attestation is meaningful: the wallet then skips the hosted verify lookup. */
const Attestation = v.optional(v.string())
const Tag = v.optional(v.pipe(v.number(), v.integer()))
const Subscription = v.looseObject({ topic: Topic, id: v.string() })

/**
 * Params of every method the relay answers, as the 2.21.8 SDK sends them. Objects are loose: the SDK adds
 * fields the relay does not use (`prompt`, `tag`, `tvf`, `correlationId`).
 */
export const RelayParams = {
  irn_subscribe: v.looseObject({ topic: Topic }),
  irn_batchSubscribe: v.looseObject({ topics: Topics }),
  irn_unsubscribe: Subscription,
  irn_batchUnsubscribe: v.looseObject({
    subscriptions: v.pipe(v.array(Subscription), v.maxLength(MAX_BATCH)),
  }),
  irn_publish: v.looseObject({
    topic: Topic,
    message: Message,
    ttl: Ttl,
    tag: Tag,
    attestation: Attestation,
  }),
  irn_fetchMessages: v.looseObject({ topic: Topic }),
  irn_batchFetchMessages: v.looseObject({ topics: Topics }),
  wc_proposeSession: v.looseObject({
    pairingTopic: Topic,
    sessionProposal: Message,
    ttl: v.optional(Ttl, SESSION_TTL_SECONDS),
    attestation: Attestation,
  }),
  wc_approveSession: v.looseObject({
    sessionTopic: Topic,
    pairingTopic: Topic,
    sessionProposalResponse: Message,
    sessionSettlementRequest: Message,
    ttl: v.optional(Ttl, SESSION_TTL_SECONDS),
    attestation: Attestation,
  }),
}

export type RelayMethod = keyof typeof RelayParams
export type ParamsOf<M extends RelayMethod> = v.InferOutput<(typeof RelayParams)[M]>

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(RelayParams, method)
}

export function parseParams<M extends RelayMethod>(method: M, params: unknown): ParamsOf<M> {
  const result = v.safeParse(RelayParams[method], params)
  if (result.success) return result.output as ParamsOf<M>
  throw new RelayRpcError(RpcErrorCode.invalidParams, `Invalid params: ${describeIssues(result.issues)}`)
}
