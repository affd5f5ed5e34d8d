export { GangwayError, type GangwayErrorOptions } from './base.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.js'
export {
  AddressNotFoundError,
  ChainAdapterNotFoundError,
  InvalidChainIdError,
  NetworkNotFoundError,
} from './lookup.js'
export { HttpStatusError } from './http.js'
export {
  ProviderRpcError,
  type ProviderRpcErrorParameters,
  SwitchChainError,
  UserRejectedRequestError,
} from './provider.js'
export { ERROR_MESSAGES, type ErrorMessageKey } from './messages.js'
export { formatMessage } from './format-message.js'
export { START_ERROR_MESSAGES } from './start-messages.js'
export {
  ALERT_MESSAGES,
  type AlertKey,
  type AlertMessage,
  getServerErrorAlert,
  SERVER_ERROR_MAP,
} from './alerts.js'
export { PROVIDER_ERROR_CODES, RPC_ERROR_CODES } from './codes.js'
export { getErrorCode, isUserRejection, toGangwayError } from './normalize.js'
