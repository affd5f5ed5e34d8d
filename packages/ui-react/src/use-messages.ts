import { useMemo } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from './context.js'
import { createTranslate, type Translate } from './messages.js'

/**
 * The message catalogue with the host's `options.messages` overrides applied. Apart from context.tsx, which the
 * buttons use: the catalogue travels with the modal, and the buttons read their own part (buttons/button-messages.ts).
 */
export function useMessages(): Translate {
  const overrides = useSnapshot(useCore().store.options.state).messages
  return useMemo(() => createTranslate(overrides), [overrides])
}
