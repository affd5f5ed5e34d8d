import type { AppKitOptions } from '@gangway/core'
import { createAppKitCore } from '@gangway/core/start'
import { afterNextPaint, mountModal, whenIdle } from '@gangway/ui-react'
import { subscribe } from 'valtio/vanilla'
import { AppKit } from './appkit.js'
import { defineAppKitElements } from './elements.js'
import { clearDefaultInstance, setDefaultInstance } from './instances.js'
import { setUpWalletConnect } from './walletconnect.js'

export type CreateAppKitOptions = AppKitOptions

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

/**
 * Mounts the modal (its chunk loads then) once the page is idle after start-up, so that opening it only has to
 * render a view; or at the first open, if that comes sooner. A modal whose chunk failed to load is mounted again
 * at the next open. Returns the teardown: no mount after it, and the mounted modal is unmounted.
 */
function prepareModal(appKit: AppKit, debug: boolean | undefined): () => void {
  const modal = appKit.core.store.modal.state
  let unmountModal: (() => void) | undefined
  let stopped = false
  const mount = () => {
    if (unmountModal || stopped) return
    const { ready, unmount } = mountModal(appKit.core)
    unmountModal = unmount
    ready.catch((error: unknown) => {
      if (unmountModal !== unmount) return
      unmount()
      unmountModal = undefined
      if (debug) console.error('[gangway] the modal could not load', error)
    })
  }
  const stopWatching = subscribe(modal, () => modal.open && mount(), true)
  if (modal.open) mount()
  const cancelIdleMount = whenIdle(mount)
  return () => {
    stopped = true
    stopWatching()
    cancelIdleMount()
    unmountModal?.()
    unmountModal = undefined
  }
}

/**
 * AppKit's rule: `disableAppend` and `enableEmbedded` keep the modal out of the body. The host places
 * `<appkit-modal>` (the html entry's embedded modal) where the modal should show, and that element is the modal.
 */
function appendsModal({ disableAppend, enableEmbedded }: CreateAppKitOptions): boolean {
  return !disableAppend && !enableEmbedded
}

/**
 * Creates one Gangway instance (AppKit's `createAppKit`). In the browser it also defines the
 * `<appkit-button>` family, restores a stored session once the page has painted, and prepares the modal when the
 * page is idle (unless `disableAppend` or `enableEmbedded` leave placing it to the host).
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const browser = isBrowser()
  const { adapters, walletConnect } = setUpWalletConnect(options)
  const hostGaveAdapters = (options.adapters?.length ?? 0) > 0
  const core = createAppKitCore(
    { ...options, adapters },
    {
      // In the browser core keeps wallet sessions in the page's IndexedDB (moved there once from localStorage) and
      // falls back to memory where storage is blocked; on a server the instance keeps everything in memory.
      ...(browser ? {} : { storage: undefined }),
      walletConnect,
      // SPEC §2: "no adapter" means the host gave none; WalletConnect's own adapters do not count.
      hasAdapter: () => hostGaveAdapters,
    },
  )
  const teardowns: (() => void)[] = []
  const appKit = new AppKit(core, () => {
    for (const teardown of teardowns.splice(0)) teardown()
    clearDefaultInstance(appKit)
  })
  setDefaultInstance(appKit)
  if (browser) {
    if (appendsModal(options)) teardowns.push(prepareModal(appKit, options.debug))
    defineAppKitElements()
    // The restore starts once the host's first render is painted, so the buttons do not wait for its chunks and
    // storage reads; a host that calls ready() itself starts it at once. The host hears of a failed start through
    // ready() and an `error` event (subscribeEvents); this only keeps the rejection from going unhandled when the
    // host asks neither.
    teardowns.push(
      afterNextPaint(() => {
        core.ready().catch((error: unknown) => {
          if (options.debug) console.error('[gangway] start-up failed', error)
        })
      }),
    )
  }
  return appKit
}
