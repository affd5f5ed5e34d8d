import { useMessages } from '../use-messages.js'
import { defaultMessages, type MessageKey } from '../messages.js'

const KEY_BY_MESSAGE = new Map(
  Object.entries(defaultMessages).map(([key, message]) => [message as string, key as MessageKey]),
)

/**
 * Core reports failures with the catalogue's English text (e.g. 'Connection declined'); when that
 * text is one of ours, the host's override of it is shown instead.
 */
export function useTranslateError(): (message: string) => string {
  const t = useMessages()
  return (message) => {
    const key = KEY_BY_MESSAGE.get(message)
    return key ? t(key) : message
  }
}
