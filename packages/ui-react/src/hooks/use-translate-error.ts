import { ERROR_MESSAGES } from '@gangway/common'
import { useLocaleStrings } from '../i18n/use-locale.js'
import { defaultMessages, type MessageKey } from '../messages.js'
import { useMessages } from '../use-messages.js'

const KEY_BY_MESSAGE = new Map(
  Object.entries(defaultMessages).map(([key, message]) => [message as string, key as MessageKey]),
)

// SPEC §8's texts that are not the catalogue's own: a locale file (and a host) translates them as `error.<key>`.
const ERROR_KEY_BY_MESSAGE = new Map(
  Object.entries(ERROR_MESSAGES).map(([key, message]) => [message as string, `error.${key}`]),
)

/**
 * Core reports failures with the English text (e.g. 'Connection declined'); when that text is one of the
 * catalogue's, or one of SPEC §8's error texts, the locale's words (or the host's override) show instead.
 */
export function useTranslateError(): (message: string) => string {
  const t = useMessages()
  const strings = useLocaleStrings()
  return (message) => {
    const key = KEY_BY_MESSAGE.get(message)
    if (key) return t(key)
    const errorKey = ERROR_KEY_BY_MESSAGE.get(message)
    return (errorKey && strings[errorKey]) || message
  }
}
