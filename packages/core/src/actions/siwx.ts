import {
  type ChainNamespace,
  ERROR_MESSAGES,
  GangwayError,
  isUserRejection,
  toGangwayError,
} from '@gangway/common'
import { subscribe } from 'valtio/vanilla'
import { SIWX_VIEWS } from '../controllers/siwx.js'
import type { SIWXConfig, SIWXMessage } from '../siwx/types.js'
import type { Unsubscribe } from '../types.js'
import type { CoreContext } from './context.js'
import { disconnect } from './disconnect.js'
import { readAccountState } from './reads.js'

/** The account and network the flow is about: the active ones, when both exist and the network is configured. */
function activeSignIn(ctx: CoreContext) {
  const network = ctx.store.chain.state.activeCaipNetwork
  const address = readAccountState(ctx.store)?.address
  if (!network || !address || !ctx.store.chain.findNetwork(network.caipNetworkId)) return undefined
  return { network, address, namespace: network.chainNamespace, key: `${network.caipNetworkId}|${address}` }
}

/**
 * SPEC §4 sign-in flow: whenever an address is active on a supported network and the host's `siwx` has no
 * session for that pair, SIWXSignMessage opens. Switching account or network asks again, where no session exists.
 */
export function watchSIWX(ctx: CoreContext, siwx: SIWXConfig): Unsubscribe {
  const state = ctx.store.siwx.state
  let asked: string | undefined
  const check = () => {
    const active = activeSignIn(ctx)
    if (active?.key === asked) return
    asked = active?.key
    if (!active) {
      Object.assign(state, { pending: false, status: 'idle', error: undefined })
      return
    }
    siwx.getSessions(active.network.caipNetworkId, active.address).then(
      (sessions) => {
        if (asked !== active.key || ctx.destroyed) return
        if (sessions.length > 0) {
          state.pending = false
          return
        }
        ask(ctx, siwx, undefined)
      },
      // Sessions that cannot be read are not sessions: the visitor is asked, and sees why if it fails again.
      (error: unknown) => {
        if (asked === active.key && !ctx.destroyed) ask(ctx, siwx, toGangwayError(error).shortMessage)
      },
    )
  }
  check()
  return subscribe(ctx.store.chain.state, check)
}

function ask(ctx: CoreContext, siwx: SIWXConfig, error: string | undefined): void {
  Object.assign(ctx.store.siwx.state, {
    pending: true,
    required: siwx.getRequired?.() ?? false,
    status: error ? 'failed' : 'idle',
    error,
  })
  void ctx.store.modal.open({ view: 'SIWXSignMessage' })
}

/** The message's fields without its methods: what a session stores. */
function dataOf(message: SIWXMessage): SIWXMessage.Data {
  return Object.fromEntries(
    Object.entries(message).filter(([, value]) => typeof value !== 'function'),
  ) as unknown as SIWXMessage.Data
}

/**
 * Sign: the host's message for the active account and network, signed by the wallet (or the host's own
 * `signMessage`), handed to `addSession`. Success closes the modal; a refusal or a session the host rejects stays
 * on the view with the error; a message that cannot even be made ends the connection (SPEC §8).
 */
export async function signInWithSIWX(ctx: CoreContext, siwx: SIWXConfig): Promise<void> {
  const { siwx: flow, events, modal, router, snack } = ctx.store
  const active = activeSignIn(ctx)
  if (!active || flow.state.status === 'signing') return
  Object.assign(flow.state, { status: 'signing', error: undefined })
  events.send({ type: 'track', event: 'CLICK_SIGN_SIWX_MESSAGE', properties: { network: active.key } })
  const failed = (message: string, cause: unknown) => {
    Object.assign(flow.state, { status: 'failed', error: message })
    events.send({
      type: 'error',
      event: 'SIWX_AUTH_ERROR',
      properties: { message, details: toGangwayError(cause).shortMessage },
    })
  }

  let message: SIWXMessage
  try {
    message = await siwx.createMessage({
      accountAddress: active.address,
      chainId: active.network.caipNetworkId,
    })
  } catch (cause) {
    failed(ERROR_MESSAGES.authInitFailed, cause)
    snack.show(ERROR_MESSAGES.authInitFailed, 'error')
    await disconnect(ctx).catch(() => undefined)
    router.reset('Connect')
    return
  }

  const text = message.toString()
  let signature: string
  try {
    signature = siwx.signMessage
      ? await siwx.signMessage({
          message: text,
          chainId: active.network.caipNetworkId,
          accountAddress: active.address,
        })
      : await signWithAdapter(ctx, active.namespace, text, active.address)
  } catch (cause) {
    failed(
      isUserRejection(cause) ? ERROR_MESSAGES.signatureDeclined : toGangwayError(cause).shortMessage,
      cause,
    )
    reopen(ctx)
    return
  }

  try {
    await siwx.addSession({ data: dataOf(message), message: text, signature })
  } catch (cause) {
    failed(toGangwayError(cause).shortMessage, cause)
    reopen(ctx)
    return
  }
  Object.assign(flow.state, { pending: false, status: 'idle', error: undefined })
  events.send({ type: 'track', event: 'SIWX_AUTH_SUCCESS', address: active.address })
  if (SIWX_VIEWS.includes(router.state.view)) modal.close({ force: true })
}

async function signWithAdapter(
  ctx: CoreContext,
  namespace: ChainNamespace,
  message: string,
  address: string,
): Promise<string> {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw new GangwayError(`No adapter for ${namespace}`)
  return (await adapter.signMessage({ message, address })).signature
}

/** SPEC §4: a failure reopens the view with its error (the visitor may have closed it meanwhile). */
function reopen(ctx: CoreContext): void {
  const { modal, router } = ctx.store
  if (modal.state.open && SIWX_VIEWS.includes(router.state.view)) return
  void modal.open({ view: 'SIWXSignMessage' })
}

/** Cancel: disconnects when sign-in is required (SPEC §4), otherwise just closes. */
export async function cancelSIWX(ctx: CoreContext): Promise<void> {
  const { siwx: flow, events, modal } = ctx.store
  events.send({ type: 'track', event: 'CLICK_CANCEL_SIWX' })
  if (flow.state.required && flow.state.pending) await disconnect(ctx)
  modal.close({ force: true })
}

/**
 * `signOutOnDisconnect` (default on): the session of the account leaving is revoked before its wallet
 * disconnects. A revocation that fails does not keep the visitor connected; it is reported as an error event.
 */
export async function revokeSIWXSession(ctx: CoreContext, siwx: SIWXConfig): Promise<void> {
  if (siwx.signOutOnDisconnect === false) return
  const network = ctx.store.chain.state.activeCaipNetwork
  const address = readAccountState(ctx.store)?.address
  if (!network || !address) return
  try {
    await siwx.revokeSession(network.caipNetworkId, address)
  } catch (cause) {
    ctx.store.events.send({
      type: 'error',
      event: 'SIWX_AUTH_ERROR',
      properties: { message: toGangwayError(cause).shortMessage, during: 'revokeSession' },
    })
  }
}
