import type { AppKitEvent } from '@gangway/core'
import { useCallback } from 'react'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

const NO_EVENT = { timestamp: 0, data: { type: 'track', event: 'MODAL_CREATED' } } as const

/** The last event of the instance (AppKit's `useAppKitEvents`). */
export function useAppKitEvents(): AppKitEvent {
  const instance = useAppKitInstance('useAppKitEvents')
  const read = useCallback(() => instance.getEvent() ?? NO_EVENT, [instance])
  return useDerived(instance.subscribeEvents, read)
}
