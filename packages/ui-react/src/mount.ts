import type { AppKitCore } from '@gangway/core'
import { createRoot } from 'react-dom/client'
import { loadLocale } from './i18n/locale-catalogue.js'

export interface MountModalOptions {
  /** Where the modal's host element goes; `document.body` when not given. */
  container?: HTMLElement
  /**
   * AppKit's embedded modal: the modal shows inline in `container`, always open, as a region in the page flow
   * with no backdrop and no focus trap, themed like the overlay. Defaults to the instance's `enableEmbedded`.
   * While an embedded modal is mounted it is the instance's modal: `open()` shows its view there (and moves focus
   * into it), and an overlay mounted beside it stays hidden, so no view shows twice.
   */
  embedded?: boolean
}

export interface MountedModal {
  /** The `<div data-gangway-modal>` carrying the open shadow root. */
  host: HTMLElement
  /** Settles once the modal's chunk has loaded and the modal is rendered (or when it was unmounted first). */
  ready: Promise<void>
  unmount(): void
}

/**
 * The modal's chunk (the dialog, its start views, their styles and the virtual list). Loading it twice fetches it
 * once; the entries call it on the visitor's first intent (pointing at or focusing a button) to have it ready.
 */
export function preloadModal(): Promise<typeof import('./modal/render-modal.js')> {
  return import('./modal/render-modal.js')
}

/**
 * Puts the modal of `core` into an open shadow root, so the host page's CSS cannot reach it: the host element
 * at once, the modal when its chunk has loaded. Browser only: the entry packages call it when `createAppKit`
 * runs in a page, once the page is idle or the modal first opens.
 */
export function mountModal(core: AppKitCore, { container, embedded }: MountModalOptions = {}): MountedModal {
  const parent = container ?? document.body
  // Counted at once, before the chunk arrives, so an open() meanwhile does not flash the overlay.
  const removeEmbedded =
    (embedded ?? core.store.modal.state.embedded) ? core.store.modal.addEmbedded() : undefined
  const host = parent.ownerDocument.createElement('div')
  host.setAttribute('data-gangway-modal', '')
  parent.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  let unmounted = false
  let unrender: (() => void) | undefined
  // The locale's chunk loads beside the modal's, so the modal's first frame is already in the host's language;
  // a locale that cannot load leaves the modal in English rather than not opening it.
  const locale = loadLocale(core.store.options.state.locale).catch(() => undefined)
  const ready = Promise.all([preloadModal(), locale]).then(([{ renderModal }]) => {
    if (!unmounted) unrender = renderModal(core, shadow, createRoot, { embedded })
  })
  return {
    host,
    ready,
    unmount() {
      unmounted = true
      removeEmbedded?.()
      unrender?.()
      host.remove()
    },
  }
}
