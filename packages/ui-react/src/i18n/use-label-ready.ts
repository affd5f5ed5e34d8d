import type { Locale } from '@gangway/common'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { loadLocale } from './locale-catalogue.js'
import { useLoadedLocale, useLocale } from './use-locale.js'

/** How long a button's label waits for its locale before the English text shows instead. */
export const LABEL_WAIT_MS = 1_000

/**
 * Whether a button may show its catalogue text. In English, or once the locale's strings are in, at once; before
 * that the label stays hidden (its box kept), so a page in Arabic never flashes 'Connect Wallet'. A locale that
 * fails to load, or takes longer than LABEL_WAIT_MS, shows English rather than nothing. `keys` are the catalogue
 * keys of the text: when the host's `options.messages` has them all, they need no chunk and show at once.
 */
export function useLabelReady(keys: readonly string[]): boolean {
  const locale = useLocale()
  const strings = useLoadedLocale()
  const { messages } = useSnapshot(useCore().store.options.state)
  const [gaveUpOn, setGaveUpOn] = useState<Locale>()
  const hostSaysAll = keys.every((key) => messages?.[key] !== undefined)
  const ready = Boolean(strings) || gaveUpOn === locale || hostSaysAll
  useEffect(() => {
    if (ready) return
    let waiting = true
    const giveUp = () => {
      if (waiting) setGaveUpOn(locale)
    }
    const timer = setTimeout(giveUp, LABEL_WAIT_MS)
    loadLocale(locale).catch(giveUp)
    return () => {
      waiting = false
      clearTimeout(timer)
    }
  }, [locale, ready])
  return ready
}
