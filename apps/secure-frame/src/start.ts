import { createFrameEndpoint, type FrameEndpoint } from '@gangway/frame/frame'
import { applyTheme, createApprovalUi } from './approval/ui.js'
import { applyFrameLocale } from './i18n/apply-locale.js'
import { createLocaleSwitch } from './i18n/locale-switch.js'
import { type FrameDeps, type FrameTimers, realTimers } from './handlers/context.js'
import { createHandlers } from './handlers/index.js'
import type { Credentials } from './keys/passkey-prf.js'
import { relabelOpenDialogs } from './recovery/dialog-shell.js'
import { createRecoveryDialogs } from './recovery/dialogs.js'
import { readFrameQuery } from './query.js'
import { createRpcClient, gatewayRpcUrl, type RpcClientFor } from './rpc/json-rpc.js'
import { type FrameStore, openFrameStore } from './keys/store.js'
import { createServicesClient, type FetchLike } from './services/client.js'
import { OriginsSchema } from './services/schemas.js'
import { createSessionKeeper } from './services/session.js'
import { createFrameState } from './state.js'

export interface StartFrameOptions {
  window: Window
  document: Document
  fetch: FetchLike
  /** Where the frame's backend is (`VITE_SERVICES_URL`). */
  servicesUrl: string
  /** This frame's version, announced in the ready event. */
  version: string
  /** Defaults to the services' RPC gateway. */
  rpcFor?: RpcClientFor
  timers?: FrameTimers
  /** Defaults to the frame's own IndexedDB (memory where the browser denies it). */
  store?: FrameStore
  /** Defaults to `navigator.credentials` (the recovery passkeys). */
  credentials?: Credentials
}

/** The name a recovery passkey is saved under; its relying party is the frame's own origin. */
const RELYING_PARTY = { name: 'Gangway wallet' }

/** A browser without WebAuthn: a passkey try fails as a refused one does, and the code still works. */
const noPasskeys: Credentials = {
  create: () => Promise.reject(new DOMException('Passkeys are not available here', 'NotSupportedError')),
  get: () => Promise.reject(new DOMException('Passkeys are not available here', 'NotSupportedError')),
}

/**
 * Starts the frame: the project's allowed origins first, then the endpoint (which stays silent unless the
 * embedder is on them). Resolves undefined when there is no project id or the origins cannot be fetched: then
 * no ready event is sent and the app's 20 s load timeout reports the failure (SPEC §8).
 */
export async function startFrame(options: StartFrameOptions): Promise<FrameEndpoint | undefined> {
  const { window: win, document: doc } = options
  const query = readFrameQuery(win.location.search)
  if (!query.projectId) return undefined
  const plain = createServicesClient(options.servicesUrl, options.fetch)
  let allowedOrigins: string[]
  let store: FrameStore
  try {
    const path = `/projects/v1/origins?projectId=${encodeURIComponent(query.projectId)}`
    // The locale loads beside the origins, so the first dialog is already in the app's language.
    ;[{ allowedOrigins }, store] = await Promise.all([
      plain.call(path, { schema: OriginsSchema }),
      options.store ?? openFrameStore(),
      applyFrameLocale(doc, query.locale),
    ])
  } catch {
    return undefined
  }
  const timers = options.timers ?? realTimers
  const keeper = createSessionKeeper({ store, services: plain, now: timers.now })
  const services = createServicesClient(options.servicesUrl, options.fetch, keeper)

  const state = createFrameState(query.projectId, query.chainId)
  const rpcFor =
    options.rpcFor ??
    ((chain) => createRpcClient(gatewayRpcUrl(services.baseUrl, state.projectId, chain), options.fetch))
  const approvals = createApprovalUi(doc)
  // The app's later locale changes: the open dialog, approval or recovery, relabels where it stands.
  const locale = createLocaleSwitch(doc, query.locale, () => {
    approvals.relocalize()
    relabelOpenDialogs(doc)
  })
  const deps: FrameDeps = {
    state,
    services,
    keeper,
    store,
    rpcFor,
    approvals,
    recovery: {
      dialogs: createRecoveryDialogs(doc, { clipboard: win.navigator?.clipboard }),
      credentials: options.credentials ?? win.navigator?.credentials ?? noPasskeys,
      relyingParty: RELYING_PARTY,
    },
    timers,
    ui: { setTheme: (mode) => applyTheme(doc, mode), setLocale: (tag) => locale.set(tag) },
    reload: () => win.location.reload(),
  }
  return createFrameEndpoint({
    allowedOrigins,
    handlers: createHandlers(deps),
    version: options.version,
    window: win,
  })
}
