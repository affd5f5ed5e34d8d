import { useMemo } from 'react'
import { useLocaleStrings } from './i18n/use-locale.js'
import { createTranslate, type Translate } from './messages.js'

/**
 * The message catalogue in the instance's locale, with the host's `options.messages` overrides applied. Modal
 * only: the catalogue travels with the modal, and the buttons read their own part (buttons/button-messages.ts).
 */
export function useMessages(): Translate {
  const strings = useLocaleStrings()
  return useMemo(() => createTranslate(strings), [strings])
}
