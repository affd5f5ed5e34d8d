import { SUPPORTED_LOCALES } from '@gangway/common'
import * as v from 'valibot'
import {
  AccountTypeSchema,
  AddressSchema,
  ChainIdSchema,
  EmailSchema,
  EmptySchema,
  JsonSchema,
  NameSchema,
  OtpSchema,
  SocialProviderSchema,
  UrlSchema,
  UserSchema,
  VersionSchema,
  boundedString,
} from './fields.js'

/** Prefix of the events the app sends. Ours, in AppKit's style, so the two protocols never mix. */
export const APP_EVENT_PREFIX = '@gangway-app/'
/** Prefix of the events the frame sends. */
export const FRAME_EVENT_PREFIX = '@gangway-frame/'
/** The frame's first message: it has loaded and listens. Carries the frame's version. */
export const FRAME_READY_EVENT = `${FRAME_EVENT_PREFIX}READY` as const

interface EventSpec<TPayload extends v.GenericSchema, TResult extends v.GenericSchema> {
  payload: TPayload
  result: TResult
  /** SPEC §8: connect, device, OTP, social and redirect-URI requests time out at 30 s; the rest wait for the user. */
  timed: boolean
}

function event<TPayload extends v.GenericSchema, TResult extends v.GenericSchema>(
  payload: TPayload,
  result: TResult,
  timed = false,
): EventSpec<TPayload, TResult> {
  return { payload, result, timed }
}

/** SPEC §4: after connecting an e-mail the frame says what comes next. */
const NextActionSchema = v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])

/**
 * SPEC §7 secure-frame app events: the payload each takes and the result its `_SUCCESS` event carries. Each is
 * sent as `@gangway-app/<NAME>` and answered by `@gangway-frame/<NAME>_SUCCESS` or `@gangway-frame/<NAME>_ERROR`.
 *
 * No payload or result carries a session token, a refresh token, a binding key, key material or a share: the
 * session lives in the frame (issue 21). The schemas are valibot objects, which drop members they do not
 * name, so an older app's `sessionToken` or `deviceId` (or an older frame's `sessionToken`) is accepted and
 * never reaches the other side's code: the message still works, the secret goes nowhere.
 */
export const FRAME_PROTOCOL = {
  SWITCH_NETWORK: event(v.object({ chainId: ChainIdSchema }), v.object({ chainId: ChainIdSchema })),
  // The frame keeps the device id in its own storage; the app sends none (an older app's is dropped, below).
  CONNECT_EMAIL: event(v.object({ email: EmailSchema }), v.object({ action: NextActionSchema }), true),
  // The frame waits for the approval link to be opened for a while (less than the 30 s request timeout) and
  // says whether it was; the app asks again while the visitor is on the device view.
  CONNECT_DEVICE: event(EmptySchema, v.object({ approved: v.boolean() }), true),
  CONNECT_OTP: event(v.object({ otp: OtpSchema }), EmptySchema, true),
  CONNECT_SOCIAL: event(v.object({ uri: UrlSchema }), UserSchema, true),
  GET_SOCIAL_REDIRECT_URI: event(
    // returnUrl: the app page to come back to after a top-level redirect (Telegram), instead of a popup.
    v.object({ provider: SocialProviderSchema, returnUrl: v.optional(UrlSchema) }),
    v.object({ uri: UrlSchema }),
    true,
  ),
  GET_FARCASTER_URI: event(EmptySchema, v.object({ url: UrlSchema })),
  CONNECT_FARCASTER: event(EmptySchema, v.object({ userName: NameSchema })),
  // The frame answers from the session in its own storage: the app has no token to hand back.
  GET_USER: event(
    v.object({ chainId: v.optional(ChainIdSchema), preferredAccountType: v.optional(AccountTypeSchema) }),
    UserSchema,
  ),
  SIGN_OUT: event(EmptySchema, EmptySchema),
  IS_CONNECTED: event(EmptySchema, v.object({ isConnected: v.boolean() })),
  GET_CHAIN_ID: event(EmptySchema, v.object({ chainId: ChainIdSchema })),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: event(
    EmptySchema,
    v.object({ smartAccountEnabledNetworks: v.pipe(v.array(ChainIdSchema), v.maxLength(500)) }),
  ),
  INIT_SMART_ACCOUNT: event(EmptySchema, v.object({ address: AddressSchema, isDeployed: v.boolean() })),
  SET_PREFERRED_ACCOUNT: event(
    v.object({ type: AccountTypeSchema }),
    v.object({ type: AccountTypeSchema, address: AddressSchema }),
  ),
  RPC_REQUEST: event(
    v.object({
      method: boundedString(128),
      params: v.optional(JsonSchema),
      chainNamespace: v.optional(v.picklist(['eip155', 'solana'])),
    }),
    JsonSchema,
  ),
  UPDATE_EMAIL: event(
    v.object({ email: EmailSchema }),
    v.object({ action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  ),
  UPDATE_EMAIL_PRIMARY_OTP: event(v.object({ otp: OtpSchema }), EmptySchema),
  UPDATE_EMAIL_SECONDARY_OTP: event(v.object({ otp: OtpSchema }), v.object({ newEmail: EmailSchema })),
  SYNC_THEME: event(
    v.object({
      themeMode: v.optional(v.picklist(['dark', 'light'])),
      themeVariables: v.optional(JsonSchema),
    }),
    EmptySchema,
  ),
  // The app's locale changed while the frame lives (setLocale): its dialogs show in it from then on. Only a
  // shipped locale passes: the app resolves the host's tag first ('es-MX' → 'es'), as it does for the URL.
  SYNC_LOCALE: event(v.object({ locale: v.picklist(SUPPORTED_LOCALES) }), EmptySchema),
  SYNC_DAPP_DATA: event(
    v.object({
      projectId: boundedString(128),
      sdkVersion: VersionSchema,
      sdkType: v.optional(boundedString(64)),
      metadata: v.optional(JsonSchema),
    }),
    EmptySchema,
  ),
  RELOAD: event(EmptySchema, EmptySchema),
  // The frame's own "Set up recovery" dialog (a passkey or a recovery code), shown while the app shows the
  // frame; untimed, since it waits for the visitor. True once a passkey or a code protects the wallet.
  SET_UP_RECOVERY: event(EmptySchema, v.object({ recoverySetUp: v.boolean() })),
} as const

export type FrameProtocol = typeof FRAME_PROTOCOL
export type AppEventName = keyof FrameProtocol
/** What the app passes to `request(event, payload)`. */
export type AppEventPayload<E extends AppEventName> = v.InferInput<FrameProtocol[E]['payload']>
/** What a frame handler receives, after validation. */
export type ValidAppEventPayload<E extends AppEventName> = v.InferOutput<FrameProtocol[E]['payload']>
/** What a request resolves with, after validation. */
export type AppEventResult<E extends AppEventName> = v.InferOutput<FrameProtocol[E]['result']>
/** What a frame handler returns, before validation. */
export type AppEventResultInput<E extends AppEventName> = v.InferInput<FrameProtocol[E]['result']>

export const APP_EVENT_NAMES = Object.keys(FRAME_PROTOCOL) as AppEventName[]

/** `@gangway-app/<NAME>`: what the app posts. */
export function appEventType<E extends AppEventName>(name: E): `${typeof APP_EVENT_PREFIX}${E}` {
  return `${APP_EVENT_PREFIX}${name}`
}

/** `@gangway-frame/<NAME>_SUCCESS`: the frame's answer when `name` succeeded. */
export function successEventType<E extends AppEventName>(
  name: E,
): `${typeof FRAME_EVENT_PREFIX}${E}_SUCCESS` {
  return `${FRAME_EVENT_PREFIX}${name}_SUCCESS`
}

/** `@gangway-frame/<NAME>_ERROR`: the frame's answer when `name` failed. */
export function errorEventType<E extends AppEventName>(name: E): `${typeof FRAME_EVENT_PREFIX}${E}_ERROR` {
  return `${FRAME_EVENT_PREFIX}${name}_ERROR`
}

export function isAppEventName(name: unknown): name is AppEventName {
  return typeof name === 'string' && Object.hasOwn(FRAME_PROTOCOL, name)
}
