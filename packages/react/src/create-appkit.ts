import { type AppKitOptions, createAppKitCore } from '@gangway/core'
import { mountModal } from '@gangway/ui-react'
import { subscribe } from 'valtio/vanilla'
import { AppKit } from './appkit.js'
import { defineAppKitElements } from './elements.js'
import { setDefaultInstance } from './instances.js'
import { setUpWalletConnect } from './walletconnect.js'

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

/**
 * Mounts the modal (its chunk loads then) once the page is idle after start-up, so that opening it only has to
 * render a view; or at the first open, if that comes sooner. A modal whose chunk failed to load is mounted again
 * at the next open.
 */
function prepareModal(appKit: AppKit, debug: boolean | undefined): void {
  const modal = appKit.core.store.modal.state
  let mounted = false
  const mount = () => {
    if (mounted) return
    mounted = true
    const { ready, unmount } = mountModal(appKit.core)
    ready.catch((error: unknown) => {
      unmount()
      mounted = false
      if (debug) console.error('[gangway] the modal could not load', error)
    })
  }
  subscribe(modal, () => modal.open && mount(), true)
  if (modal.open) mount()
  if (typeof globalThis.requestIdleCallback === 'function')
    globalThis.requestIdleCallback(mount, { timeout: 2_000 })
  else setTimeout(mount, 300)
}

/**
 * Creates one Gangway instance (AppKit's `createAppKit`). In the browser it also defines the
 * `<appkit-button>` family, restores a stored session and prepares the modal when the page is idle.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const browser = isBrowser()
  const { adapters, walletConnect } = setUpWalletConnect(options)
  const hostGaveAdapters = (options.adapters?.length ?? 0) > 0
  const core = createAppKitCore(
    { ...options, adapters },
    {
      storage: browser ? browserStorage() : undefined,
      walletConnect,
      // SPEC §2: "no adapter" means the host gave none; WalletConnect's own adapters do not count.
      hasAdapter: () => hostGaveAdapters,
    },
  )
  const appKit = new AppKit(core)
  setDefaultInstance(appKit)
  if (browser) {
    prepareModal(appKit, options.debug)
    defineAppKitElements()
    core.ready().catch((error: unknown) => {
      if (options.debug) console.error('[gangway] start-up failed', error)
    })
  }
  return appKit
}
