import { ERROR_MESSAGES, GangwayError } from '@gangway/common'
import { isOriginAllowed } from '@gangway/common/origins'
import * as v from 'valibot'
import {
  type AppEventName,
  type AppEventResultInput,
  errorEventType,
  FRAME_PROTOCOL,
  FRAME_READY_EVENT,
  successEventType,
  type ValidAppEventPayload,
} from '../protocol/events.js'
import { type AppRequest, parseAppRequest } from '../protocol/messages.js'
import { isAllowedFrameRpc } from '../protocol/rpc.js'

/** What a handler learns about the request besides its payload. */
export interface FrameRequestContext {
  /** The embedding page's origin, already checked against the allow-list. */
  origin: string
}

export type FrameHandler<E extends AppEventName> = (
  payload: ValidAppEventPayload<E>,
  context: FrameRequestContext,
) => AppEventResultInput<E> | Promise<AppEventResultInput<E>>

/** One handler per app event the frame supports; an event without one is answered 'Not supported'. */
export type FrameHandlers = { [E in AppEventName]?: FrameHandler<E> }

export interface FrameEndpointOptions {
  /** SPEC §5: the project's allowed origins; `*` stands for any run of characters. */
  allowedOrigins: readonly string[]
  handlers: FrameHandlers
  /** Announced in the ready event (SPEC §7). */
  version: string
  /** Defaults to the global window, read when the endpoint is created. */
  window?: Window
}

export interface FrameEndpoint {
  /** The embedder the frame talks to, or undefined when it stays silent (not framed, or origin not allowed). */
  readonly embedderOrigin: string | undefined
  destroy(): void
}

/** Longest error text sent to the app; the app drops anything longer and says 'An error occurred'. */
const MAX_ERROR_MESSAGE = 1000
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/**
 * The embedder's origin as the app put it in the frame URL (`?origin=`), if it is a plain http(s) origin on the
 * allow-list. The value must already be an origin: `https://evil.example/x.allowed.example` matches a
 * `https://*.allowed.example` pattern as text, but as a target origin it would mean `https://evil.example`.
 */
export function embedderOriginFrom(search: string, allowedOrigins: readonly string[]): string | undefined {
  const claimed = new URLSearchParams(search).get('origin')
  if (!claimed || !URL.canParse(claimed)) return undefined
  const url = new URL(claimed)
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== claimed) return undefined
  return isOriginAllowed(claimed, allowedOrigins) ? claimed : undefined
}

/**
 * The frame side of the secure frame. It announces itself to its parent only when the embedder is allow-listed,
 * posts only to that origin, and answers only messages from that origin and its parent window. Anything else
 * is ignored without a word, so a foreign page learns nothing from probing it.
 */
export function createFrameEndpoint(options: FrameEndpointOptions): FrameEndpoint {
  const win = options.window ?? globalThis.window
  if (!win) throw new GangwayError('The secure-frame endpoint needs a window')
  const parent = win.parent
  const framed = parent !== null && parent !== win
  const embedderOrigin = framed ? embedderOriginFrom(win.location.search, options.allowedOrigins) : undefined
  let destroyed = false

  function post(message: { type: string; id?: string; payload: unknown }) {
    if (!destroyed && embedderOrigin) parent.postMessage(message, embedderOrigin)
  }

  // Called by the browser for every message to the frame: it must only read, filter and never throw.
  function onMessage(event: MessageEvent) {
    if (event.source !== parent || event.origin !== embedderOrigin) return
    const request = parseAppRequest(event.data)
    if (!request) return
    if ('invalid' in request) {
      post({
        type: errorEventType(request.invalid.name),
        id: request.invalid.id,
        payload: { message: ERROR_MESSAGES.invalidRequest },
      })
      return
    }
    void answer(request, embedderOrigin)
  }

  async function answer(request: AppRequest, origin: string) {
    const { name, id } = request
    const outcome = await run(request, origin)
    if ('message' in outcome) post({ type: errorEventType(name), id, payload: { message: outcome.message } })
    else post({ type: successEventType(name), id, payload: outcome.result })
  }

  async function run(
    request: AppRequest,
    origin: string,
  ): Promise<{ result: unknown } | { message: string }> {
    if (request.name === 'RPC_REQUEST' && !isAllowedFrameRpc(request.payload.method)) {
      return { message: ERROR_MESSAGES.rpcCallNotAllowed }
    }
    const handler = options.handlers[request.name] as FrameHandler<AppEventName> | undefined
    if (!handler) return { message: ERROR_MESSAGES.notSupported }
    try {
      const value = await handler(request.payload as never, { origin })
      const result = v.safeParse(FRAME_PROTOCOL[request.name].result, value)
      // The frame checks its own answers too: a handler bug must not hand the app a malformed result.
      return result.success ? { result: result.output } : { message: ERROR_MESSAGES.unknownError }
    } catch (error) {
      return { message: errorText(error) }
    }
  }

  if (embedderOrigin) {
    win.addEventListener('message', onMessage)
    post({ type: FRAME_READY_EVENT, payload: { version: options.version } })
  }

  return {
    embedderOrigin,
    destroy() {
      destroyed = true
      win.removeEventListener('message', onMessage)
    },
  }
}

/** The text the app may show: a GangwayError's short message or an Error's message, cleaned and bounded. */
function errorText(error: unknown): string {
  const raw =
    error instanceof GangwayError ? error.shortMessage : error instanceof Error ? error.message : undefined
  const text = raw?.replace(CONTROL_OR_BIDI, ' ').trim().slice(0, MAX_ERROR_MESSAGE)
  return text || ERROR_MESSAGES.unknownError
}
