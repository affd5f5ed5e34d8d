import { ERROR_MESSAGES } from './messages.js'

export interface AlertMessage {
  /** The alert's title. */
  shortMessage: string
  /** What went wrong and what to do about it. */
  longMessage: string
}

/** SPEC §8 alert messages, shown to the app's developer or user in the modal's alert bar. */
export const ALERT_MESSAGES = {
  networkNotFound: {
    shortMessage: ERROR_MESSAGES.networkNotFoundAlert,
    longMessage: 'The network must be one of the configured networks (the networks passed to createAppKit).',
  },
  originNotAllowed: {
    shortMessage: ERROR_MESSAGES.invalidAppConfiguration,
    longMessage: "This origin is not on the project's allowlist - update the project configuration.",
  },
  domainNotVerified: {
    shortMessage: ERROR_MESSAGES.invalidAppConfiguration,
    longMessage: 'The embedded wallet could not load because this domain is not verified for the project.',
  },
  embeddedWalletLoadFailed: {
    shortMessage: ERROR_MESSAGES.embeddedWalletLoadFailed,
    longMessage: 'The embedded wallet could not be loaded. Please try again later.',
  },
  embeddedWalletRequestTimeout: {
    shortMessage: ERROR_MESSAGES.embeddedWalletRequestTimeout,
    longMessage: 'The embedded wallet did not answer in time. Please try again later.',
  },
  sessionExpired: {
    shortMessage: ERROR_MESSAGES.sessionExpired,
    longMessage: "The session is invalid - check your device's time settings and connect again.",
  },
  invalidProjectId: {
    shortMessage: ERROR_MESSAGES.invalidAppConfiguration,
    longMessage: ERROR_MESSAGES.invalidProjectId,
  },
  projectIdNotConfigured: {
    shortMessage: ERROR_MESSAGES.projectIdNotConfigured,
    longMessage: 'No project ID is configured - pass projectId to createAppKit.',
  },
} as const satisfies Record<string, AlertMessage>

export type AlertKey = keyof typeof ALERT_MESSAGES

/** SPEC §8 server error mapping: the secure-frame backend's messages and the alert each one raises. */
export const SERVER_ERROR_MAP = {
  'Unauthorized: origin not allowed': 'originNotAllowed',
  'JWT token not yet valid': 'sessionExpired',
  'Unauthorized: invalid key': 'invalidProjectId',
} as const satisfies Record<string, AlertKey>

/**
 * The alert for a server error message, if it is one of the mapped ones. Servers often prefix or wrap their
 * messages, so the match ignores case and looks for the mapped text anywhere in the message.
 */
export function getServerErrorAlert(message: string): AlertMessage | undefined {
  const lowered = message.toLowerCase()
  for (const [serverMessage, alertKey] of Object.entries(SERVER_ERROR_MAP)) {
    if (lowered.includes(serverMessage.toLowerCase())) return ALERT_MESSAGES[alertKey]
  }
  return undefined
}
