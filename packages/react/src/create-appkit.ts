import { type AppKitOptions, createAppKitCore } from '@gangway/core'
import { mountModal } from '@gangway/ui-react'
import { subscribe } from 'valtio/vanilla'
import { AppKit } from './appkit.js'
import { defineAppKitElements } from './elements.js'
import { setDefaultInstance } from './instances.js'

export type CreateAppKitOptions = AppKitOptions

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can be blocked (sandboxed frames, privacy modes): fall back to memory.
    return undefined
  }
}

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

/** Mounts the modal UI the first time the modal opens, so a page that never opens it pays nothing. */
function mountOnFirstOpen(appKit: AppKit): void {
  const modal = appKit.core.store.modal.state
  let unsubscribe: (() => void) | undefined
  const mountIfOpen = () => {
    if (!modal.open) return
    unsubscribe?.()
    mountModal(appKit.core)
  }
  unsubscribe = subscribe(modal, mountIfOpen, true)
  mountIfOpen()
}

/**
 * Creates one Gangway instance (AppKit's `createAppKit`). In the browser it also defines the
 * `<appkit-button>` family, restores a stored session and mounts the modal on first open.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const browser = isBrowser()
  const core = createAppKitCore(options, { storage: browser ? browserStorage() : undefined })
  const appKit = new AppKit(core)
  setDefaultInstance(appKit)
  if (browser) {
    mountOnFirstOpen(appKit)
    defineAppKitElements()
    core.ready().catch((error: unknown) => {
      if (options.debug) console.error('[gangway] start-up failed', error)
    })
  }
  return appKit
}
