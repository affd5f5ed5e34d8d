import type UniversalProvider from '@walletconnect/universal-provider'
import { WalletConnectDestroyedError } from '@gangway/core/start'

/**
 * What the SDK (2.21.8) leaves running once its core is up: a heartbeat interval, the relay socket, and two
 * window listeners (`online`, `offline`) it registers without keeping a way to remove them. Its core is shared
 * by every provider of the page with the same storage prefix (`globalThis._walletConnectCore_<prefix>`), so it
 * is closed only when the last of our clients on it is destroyed.
 */
interface SdkCore {
  relayer: SdkRelayer
  heartbeat: { stop(): void }
}

/** The relayer's parts this file reaches; fields and methods the SDK has but does not document. */
interface SdkRelayer {
  transportClose(): Promise<void>
  /** A connection attempt is running. */
  connectionAttemptInProgress: boolean
  /** Opens the socket; the SDK calls it for any request made while closed. */
  connect(relayUrl?: string): Promise<void>
  /** Makes a new socket connection as `provider`, replacing the previous one. */
  createProvider(): Promise<void>
  provider?: SdkSocketProvider
}

/** The sign client's parts this file reaches (one per provider, unlike the core). */
interface SdkSignClient {
  proposal: { getAll(): { id: number }[] }
  events: { emit(event: string, payload: unknown): unknown }
}

interface SdkSocketProvider {
  connection?: { connected?: boolean; close?(): Promise<void> }
}

/** How long the last client waits for connection attempts in flight before closing anyway. */
const ATTEMPT_GRACE_MS = 5_000
const ATTEMPT_POLL_MS = 25

interface CoreUse {
  clients: number
  /** Removes the window listeners the SDK added while this core started. */
  removeNetworkListeners: () => void
  prefix: string
  /** Every socket connection the relayer made since: two attempts at once leave one the SDK forgets. */
  connections: Set<SdkSocketProvider>
}

const uses = new Map<SdkCore, CoreUse>()

/** Notes every socket connection the relayer makes from now on (and the one it has). */
function noteConnections(relayer: SdkRelayer): Set<SdkSocketProvider> {
  const connections = new Set<SdkSocketProvider>()
  if (relayer.provider) connections.add(relayer.provider)
  const create = relayer.createProvider.bind(relayer)
  relayer.createProvider = async () => {
    await create()
    if (relayer.provider) connections.add(relayer.provider)
  }
  return connections
}

type WindowListener = Parameters<Window['addEventListener']>

/**
 * Runs the SDK's `init`, noting the `online` / `offline` window listeners added meanwhile, so the last client of
 * its core can remove them. A host's own listener of those types added in that moment with no options would be
 * noted too; nothing else is touched.
 */
async function noteNetworkListeners<T>(init: () => Promise<T>): Promise<{ value: T; remove: () => void }> {
  const page = (globalThis as { window?: Window }).window
  if (!page) return { value: await init(), remove: () => {} }
  const added: WindowListener[] = []
  const original = page.addEventListener
  const noting: Window['addEventListener'] = function (this: Window, ...args: WindowListener) {
    const [type, , options] = args
    if ((type === 'online' || type === 'offline') && options === undefined) added.push(args)
    return Reflect.apply(original, this, args)
  }
  page.addEventListener = noting
  try {
    const value = await init()
    return {
      value,
      remove: () => {
        for (const [type, listener] of added.splice(0)) page.removeEventListener(type, listener)
      },
    }
  } finally {
    // Another script may have wrapped it meanwhile: its wrapper stays, ours only stops noting.
    if (page.addEventListener === noting) page.addEventListener = original
    else added.length = 0
  }
}

/** Creates the SDK provider and counts it as one more client of its (possibly shared) core. */
export async function initSdkProvider(
  init: () => Promise<UniversalProvider>,
  prefix: string,
): Promise<UniversalProvider> {
  const { value: provider, remove } = await noteNetworkListeners(init)
  const core = provider.client.core as unknown as SdkCore
  const use = uses.get(core)
  if (use) {
    use.clients += 1
    // A core that was shared, not started, by this init added nothing; anything noted belongs to it anyway.
    const previous = use.removeNetworkListeners
    use.removeNetworkListeners = () => {
      previous()
      remove()
    }
  } else {
    const connections = noteConnections(core.relayer)
    uses.set(core, { clients: 1, removeNetworkListeners: remove, prefix, connections })
  }
  return provider
}

/**
 * One client lets go of its provider. The last client of a core closes the relay socket, stops the heartbeat,
 * removes the window listeners and takes the core out of the SDK's page-wide slot, so the next client starts a
 * fresh one instead of reusing a closed core.
 */
export async function releaseSdkProvider(provider: UniversalProvider): Promise<void> {
  expireProposals(provider.client as unknown as SdkSignClient)
  const core = provider.client.core as unknown as SdkCore
  const use = uses.get(core)
  if (!use) return
  use.clients -= 1
  if (use.clients > 0) return
  uses.delete(core)
  use.removeNetworkListeners()
  core.heartbeat.stop()
  const slot = `_walletConnectCore_${use.prefix}`
  const page = globalThis as Record<string, unknown>
  if (page[slot] === core) {
    delete page[slot]
    delete page[`${slot}_count`]
  }
  const { relayer } = core
  // A closed core stays closed: a request still in flight in the SDK (a subscription, a publish) would otherwise
  // open a new socket after the close.
  relayer.connect = () => Promise.reject(new WalletConnectDestroyedError())
  await attemptsSettled(relayer)
  await relayer.transportClose().catch(() => undefined)
  for (const { connection } of use.connections) {
    if (connection?.connected) void connection.close?.().catch(() => undefined)
  }
  use.connections.clear()
}

/**
 * A pairing still waiting for its wallet holds a five-minute timer in the SDK: the SDK's own expiry event ends it
 * (the pending connect() rejects) as it would after those five minutes.
 */
function expireProposals(client: SdkSignClient): void {
  for (const { id } of client.proposal.getAll()) client.events.emit('proposal_expire', { id })
}

/**
 * The SDK closes only a socket that is open: one still connecting (a pairing shows its URI before its socket is
 * up) would open after the close and stay. So attempts in flight are let finish, or fail, first. The SDK has no
 * event for that, hence the polling; it starts after one tick, as an attempt marks itself only after a check.
 */
async function attemptsSettled(relayer: SdkRelayer): Promise<void> {
  const end = Date.now() + ATTEMPT_GRACE_MS
  do {
    await new Promise((resolve) => setTimeout(resolve, ATTEMPT_POLL_MS))
  } while (relayer.connectionAttemptInProgress && Date.now() < end)
}
