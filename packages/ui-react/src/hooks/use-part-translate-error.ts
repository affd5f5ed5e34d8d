import { useMemo } from 'react'
import { type MessagePart, usePartMessages } from '../message-parts.js'
import { useTranslateError } from './use-translate-error.js'

/** Each English message of a part, to its key (the first key, when two share the words). */
function keysByMessage<Part extends MessagePart>(part: Part): ReadonlyMap<string, keyof Part & string> {
  const keys = new Map<string, keyof Part & string>()
  for (const [key, message] of Object.entries(part)) {
    if (!keys.has(message)) keys.set(message, key as keyof Part & string)
  }
  return keys
}

/**
 * useTranslateError for a view with its own catalogue part: core's English text (e.g. 'Error resolving name')
 * that is one of the part's messages shows as the host's override of that key; any other text goes through
 * useTranslateError (the start-up catalogue), so its overrides apply too.
 */
export function usePartTranslateError<Part extends MessagePart>(part: Part): (message: string) => string {
  const t = usePartMessages(part)
  const translateError = useTranslateError()
  const keys = useMemo(() => keysByMessage(part), [part])
  return (message) => {
    const key = keys.get(message)
    return key ? t(key) : translateError(message)
  }
}
