import type { Context } from 'hono'
import { type BindingKey, thumbprintOf } from './binding-key.js'
import type { FrameSessions, SessionRequest } from './sessions.js'

/** What a sign-in completion brings to show it comes from the frame that started the sign-in. */
export interface FlowCompletion extends SessionRequest {
  /** The body's `bindingKey`: the key the new session will be bound to. */
  bindingKey: BindingKey
}

/** The completion of the request `c` (its method, routed path and `DPoP` header) for `bindingKey`. */
export function flowCompletionOf(c: Context, bindingKey: BindingKey): FlowCompletion {
  return { method: c.req.method, path: c.req.path, proof: c.req.header('DPoP'), bindingKey }
}

/**
 * An e-mail, social or Farcaster sign-in is bound at its start to the thumbprint of the frame's binding key
 * (`jkt`). Whatever finishes it (the code typed into the modal, the provider's callback URL, the relay's channel
 * token) passes through the host page,
 * so it is no secret: the completion must also name that same key as `bindingKey` and carry a fresh, unused
 * DPoP proof by it (no `ath`). Answers false rather than throwing: each flow refuses in the words it uses for
 * an unknown sign-in, and leaves the sign-in for the frame to finish.
 */
export function completesFlow(
  sessions: Pick<FrameSessions, 'provesKey'>,
  jkt: string | null,
  completion: FlowCompletion,
): boolean {
  if (!jkt || thumbprintOf(completion.bindingKey) !== jkt) return false
  return sessions.provesKey(jkt, completion)
}
