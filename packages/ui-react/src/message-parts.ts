import { formatMessage } from '@gangway/common/start'
import { useMemo } from 'react'
import { useLocaleStrings } from './i18n/use-locale.js'
import type { MessageValues } from './messages.js'

/**
 * A lazily loaded view's own strings: a part of the message catalogue that travels in the view's chunk, so the
 * start-up download carries only the strings start-up views show. Keys are unique across the whole catalogue
 * (the main one and every part), so one locale file translates them all, and hosts override them through
 * `options.messages` like any other key.
 */
export type MessagePart = Readonly<Record<string, string>>

/** Looks a part's message up (host override first) and fills its placeholders. */
export type PartTranslate<Part extends MessagePart> = (
  key: keyof Part & string,
  values?: MessageValues,
) => string

export function createPartTranslate<Part extends MessagePart>(
  part: Part,
  overrides: Readonly<Record<string, string>> = {},
): PartTranslate<Part> {
  return (key, values) => formatMessage(overrides[key] ?? part[key] ?? key, values ?? {})
}

/** The translate function of a catalogue part, in the instance's locale and under the host's overrides. */
export function usePartMessages<Part extends MessagePart>(part: Part): PartTranslate<Part> {
  const strings = useLocaleStrings()
  return useMemo(() => createPartTranslate(part, strings), [part, strings])
}
