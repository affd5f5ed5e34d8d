import { GangwayError, LIMITS, TIMING } from '@gangway/common'
import * as v from 'valibot'
import {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestTimeoutError,
  FrameResponseError,
  FrameRpcNotAllowedError,
  InvalidFrameRequestError,
} from '../errors/index.js'
import {
  type AppEventName,
  type AppEventPayload,
  type AppEventResult,
  appEventType,
  FRAME_PROTOCOL,
} from '../protocol/events.js'
import { type FrameMessage, parseFrameMessage } from '../protocol/messages.js'
import { isAllowedFrameRpc } from '../protocol/rpc.js'
import { randomRequestId } from './ids.js'
import { type FrameTimers, globalTimers } from './timers.js'

/** The permissions the page delegates to the frame's origin only: creating and using the visitor's passkey. */
const framePermissions = (frameOrigin: string) =>
  `publickey-credentials-get ${frameOrigin}; publickey-credentials-create ${frameOrigin}`

/** SPEC §4: created (iframe in the page), ready (it announced itself), initialized (after the 500 ms pause). */
export type FrameState = 'idle' | 'created' | 'ready' | 'initialized'

export interface FrameMessengerOptions {
  /** The secure-frame page, on its own origin (http or https). */
  frameUrl: string
  projectId: string
  chainId: string | number
  /** Secure SDK version sent to the frame; SPEC §9 default 4. */
  version?: string
  enableLogger?: boolean
  /** The app's `locale` option (a BCP 47 tag): the frame's dialogs show in that language. */
  locale?: string
  /** Defaults to the global document, read on first use, never at creation. */
  document?: Document
  timers?: FrameTimers
  /** SPEC §8 timeout callback: lets core show 'Network Error - Could not load embedded wallet' or 'Embedded Wallet Request Timed Out'. */
  onTimeout?: (reason: 'iframe_load_failed' | 'iframe_request_timeout') => void
}

export interface FrameRequestOptions {
  signal?: AbortSignal
}

export interface FrameMessenger {
  readonly state: FrameState
  /** The version the frame announced in its ready event. */
  readonly frameVersion: string | undefined
  /** Creates the hidden iframe once and resolves when it is initialized. */
  ensureFrame(): Promise<void>
  request<E extends AppEventName>(
    event: E,
    payload: AppEventPayload<E>,
    options?: FrameRequestOptions,
  ): Promise<AppEventResult<E>>
  /**
   * Shows the frame over `area` (viewport pixels), above the modal: the box of the ApproveTransaction or
   * SetUpRecovery view, where the frame's own dialog takes the visitor's click. Does nothing before the frame exists.
   */
  showFrame(area: FrameArea): void
  /** Hides the frame again (it keeps running). */
  hideFrame(): void
  /** Removes the listener and the iframe; pending requests fail as aborted. */
  destroy(): void
}

/** Where the frame shows, in viewport pixels, and the stacking level that puts it above the modal. */
export interface FrameArea {
  top: number
  left: number
  width: number
  height: number
  zIndex: number
}

interface PendingRequest {
  name: AppEventName
  resolve(value: unknown): void
  reject(error: unknown): void
  timer?: unknown
  release?: () => void
}

interface Loading {
  promise: Promise<void>
  resolve(): void
  reject(error: unknown): void
  timer: unknown
}

/**
 * Builds the frame's address with the SPEC §7 query values and the embedder's origin, which the frame checks,
 * and the app's locale when it has one.
 */
export function buildFrameUrl(options: FrameMessengerOptions, pageOrigin: string): URL {
  const url = new URL(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version ?? String(LIMITS.secureSdkVersion))
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  url.searchParams.set('origin', pageOrigin)
  if (options.locale) url.searchParams.set('locale', options.locale)
  return url
}

/**
 * The app side of the secure frame (SPEC §4, §7, §8). It talks to exactly one iframe: messages go to the frame's
 * origin, never `'*'`, and a message is read only when it comes from that origin and that iframe's window.
 */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const frameOrigin = frameOriginOf(options.frameUrl)
  const timers = options.timers ?? globalTimers
  const pending = new Map<string, PendingRequest>()
  let state: FrameState = 'idle'
  let frameVersion: string | undefined
  let iframe: HTMLIFrameElement | undefined
  let listeningOn: Window | undefined
  let loading: Loading | undefined
  let destroyed = false

  function ensureFrame(): Promise<void> {
    if (destroyed) return Promise.reject(new FrameRequestAbortedError('ensureFrame'))
    if (state === 'initialized') return Promise.resolve()
    if (!loading) {
      try {
        loading = startLoading()
      } catch (error) {
        return Promise.reject(error)
      }
    }
    return loading.promise
  }

  function startLoading(): Loading {
    const doc: Document | undefined = options.document ?? globalThis.document
    const view = doc?.defaultView
    if (!doc || !view) throw new GangwayError('The secure frame needs a document with a window')
    if (!listeningOn) {
      view.addEventListener('message', onMessage)
      listeningOn = view
    }
    iframe = doc.createElement('iframe')
    // A cross-origin frame may only use WebAuthn when the page delegates it, and the policy is read when the frame
    // navigates: set before src, so the frame's "Set up recovery" and restore can use a passkey.
    const src = buildFrameUrl(options, doc.location.origin)
    iframe.setAttribute('allow', framePermissions(src.origin))
    iframe.src = src.href
    iframe.title = 'Gangway secure frame'
    iframe.setAttribute('aria-hidden', 'true')
    iframe.style.display = 'none'
    doc.body.appendChild(iframe)
    state = 'created'

    let settle!: Pick<Loading, 'resolve' | 'reject'>
    const promise = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject }
    })
    const timer = timers.setTimeout(onLoadTimeout, TIMING.frameLoadTimeout)
    return { promise, timer, ...settle }
  }

  // SPEC §8: not ready within 20 s. The iframe goes, so the next use starts over with a fresh one.
  function onLoadTimeout() {
    const current = loading
    if (!current || state !== 'created') return
    removeIframe()
    loading = undefined
    state = 'idle'
    current.reject(new FrameLoadError(TIMING.frameLoadTimeout))
    options.onTimeout?.('iframe_load_failed')
  }

  function onReady(version: string) {
    const current = loading
    if (!current || state !== 'created') return
    timers.clearTimeout(current.timer)
    frameVersion = version
    state = 'ready'
    // SPEC §4: the frame needs a moment after announcing itself before it takes requests.
    current.timer = timers.setTimeout(() => {
      if (loading !== current) return
      state = 'initialized'
      loading = undefined
      current.resolve()
    }, TIMING.frameReadyPause)
  }

  // Called by the browser for every message to the page: it must only read, filter and never throw.
  function onMessage(event: MessageEvent) {
    if (!iframe || event.origin !== frameOrigin || event.source === null) return
    if (event.source !== iframe.contentWindow) return
    const message = parseFrameMessage(event.data)
    if (message) handle(message)
  }

  function handle(message: FrameMessage) {
    if (message.kind === 'ready') return onReady(message.version)
    const entry = pending.get(message.id)
    // Same id but another event's answer is not the answer to this request.
    if (!entry || entry.name !== message.name) return
    if (message.kind === 'error')
      return finish(message.id, entry, undefined, new FrameResponseError(message.message))
    const result = v.safeParse(FRAME_PROTOCOL[entry.name].result, message.payload)
    if (result.success) finish(message.id, entry, result.output)
    else
      finish(message.id, entry, undefined, new FrameResponseError(undefined, `Invalid ${entry.name} result`))
  }

  function finish(id: string, entry: PendingRequest, value: unknown, error?: unknown) {
    pending.delete(id)
    if (entry.timer !== undefined) timers.clearTimeout(entry.timer)
    entry.release?.()
    if (error === undefined) entry.resolve(value)
    else entry.reject(error)
  }

  function request<E extends AppEventName>(
    name: E,
    payload: AppEventPayload<E>,
    requestOptions: FrameRequestOptions = {},
  ): Promise<AppEventResult<E>> {
    const { signal } = requestOptions
    if (signal?.aborted) return Promise.reject(new FrameRequestAbortedError(name, signal.reason))
    const parsed = v.safeParse(FRAME_PROTOCOL[name].payload, payload)
    if (!parsed.success) {
      return Promise.reject(new InvalidFrameRequestError(name, parsed.issues.map(describeIssue)))
    }
    if (name === 'RPC_REQUEST') {
      const { method } = parsed.output as { method: string }
      if (!isAllowedFrameRpc(method)) return Promise.reject(new FrameRpcNotAllowedError(method))
    }
    return new Promise((resolve, reject) => {
      const id = randomRequestId()
      const entry: PendingRequest = { name, resolve: resolve as (value: unknown) => void, reject }
      pending.set(id, entry)
      if (signal) {
        const onAbort = () => finish(id, entry, undefined, new FrameRequestAbortedError(name, signal.reason))
        signal.addEventListener('abort', onAbort, { once: true })
        entry.release = () => signal.removeEventListener('abort', onAbort)
      }
      ensureFrame().then(
        () => send(id, entry, parsed.output),
        (error: unknown) => pending.has(id) && finish(id, entry, undefined, error),
      )
    })
  }

  function send(id: string, entry: PendingRequest, payload: unknown) {
    if (!pending.has(id)) return // aborted while the frame was loading
    const target = iframe?.contentWindow
    if (!target) return finish(id, entry, undefined, new FrameRequestAbortedError(entry.name))
    target.postMessage({ type: appEventType(entry.name), id, payload }, frameOrigin)
    if (FRAME_PROTOCOL[entry.name].timed) {
      entry.timer = timers.setTimeout(() => {
        finish(id, entry, undefined, new FrameRequestTimeoutError(entry.name, TIMING.requestTimeout))
        options.onTimeout?.('iframe_request_timeout')
      }, TIMING.requestTimeout)
    }
  }

  function showFrame(area: FrameArea) {
    if (!iframe) return
    const { style } = iframe
    style.position = 'fixed'
    style.top = `${area.top}px`
    style.left = `${area.left}px`
    style.width = `${area.width}px`
    style.height = `${area.height}px`
    style.zIndex = String(area.zIndex)
    style.border = '0'
    style.display = 'block'
    iframe.removeAttribute('aria-hidden')
    // Keyboard users land in the frame's confirmation UI, which is what they are asked to act on.
    iframe.focus?.()
  }

  function hideFrame() {
    if (!iframe) return
    iframe.style.display = 'none'
    iframe.setAttribute('aria-hidden', 'true')
  }

  function removeIframe() {
    iframe?.remove()
    iframe = undefined
  }

  function destroy() {
    destroyed = true
    listeningOn?.removeEventListener('message', onMessage)
    listeningOn = undefined
    if (loading) {
      timers.clearTimeout(loading.timer)
      loading.reject(new FrameRequestAbortedError('ensureFrame'))
      loading = undefined
    }
    removeIframe()
    state = 'idle'
    for (const [id, entry] of pending) finish(id, entry, undefined, new FrameRequestAbortedError(entry.name))
  }

  return {
    get state() {
      return state
    },
    get frameVersion() {
      return frameVersion
    },
    ensureFrame,
    request,
    showFrame,
    hideFrame,
    destroy,
  }
}

/** Only an http(s) URL has an origin a message can be addressed to; anything else would need `'*'`. */
function frameOriginOf(frameUrl: string): string {
  const url = URL.canParse(frameUrl) ? new URL(frameUrl) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new GangwayError('Invalid secure-frame URL', {
      details: 'frameUrl must be an absolute http(s) URL',
    })
  }
  return url.origin
}

// Paths and expectations only: the payload may hold an e-mail address, which does not belong in logs.
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? ''
  return path ? `${path}: ${issue.expected ?? issue.type}` : (issue.expected ?? issue.type)
}
