export {
  APP_EVENT_NAMES,
  APP_EVENT_PREFIX,
  type AppEventName,
  type AppEventPayload,
  type AppEventResult,
  type AppEventResultInput,
  appEventType,
  errorEventType,
  FRAME_EVENT_PREFIX,
  FRAME_PROTOCOL,
  FRAME_READY_EVENT,
  type FrameProtocol,
  isAppEventName,
  successEventType,
  type ValidAppEventPayload,
} from './events.js'
export {
  AccountTypeSchema,
  ChainIdSchema,
  EmailSchema,
  OtpSchema,
  RequestIdSchema,
  SocialProviderSchema,
  UserSchema,
} from './fields.js'
export { DEFAULT_JSON_LIMITS, isBoundedJson, type JsonLimits } from './json.js'
export {
  type AppRequest,
  EnvelopeSchema,
  ErrorPayloadSchema,
  type FrameMessage,
  type InvalidAppRequest,
  parseAppRequest,
  parseFrameMessage,
  ReadyPayloadSchema,
} from './messages.js'
export {
  FRAME_APPROVAL_METHODS,
  FRAME_RPC_ALLOW_LIST,
  isAllowedFrameRpc,
  needsFrameApproval,
} from './rpc.js'
