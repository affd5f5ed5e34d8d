import type { AppKitCore } from '@gangway/core'
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { CoreProvider } from './context.js'
import { Modal } from './modal/Modal.js'
import { adoptStyles } from './theme/adopt.js'
import { MODAL_CSS } from './theme/modal-css.js'
import { StyleRootContext } from './theme/style-root.js'

export interface MountModalOptions {
  /** Where the modal's host element goes; `document.body` when not given. */
  container?: HTMLElement
}

export interface MountedModal {
  /** The `<div data-gangway-modal>` carrying the open shadow root. */
  host: HTMLElement
  unmount(): void
}

/**
 * Renders the modal of `core` into an open shadow root, so the host page's CSS cannot reach it.
 * Browser only: the entry packages call it when `createAppKit` runs in a page.
 */
export function mountModal(core: AppKitCore, { container }: MountModalOptions = {}): MountedModal {
  const parent = container ?? document.body
  const host = parent.ownerDocument.createElement('div')
  host.setAttribute('data-gangway-modal', '')
  parent.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const styles = adoptStyles(shadow, MODAL_CSS, { marker: 'modal', nonce: core.store.options.state.cspNonce })
  const mountPoint = parent.ownerDocument.createElement('div')
  shadow.append(mountPoint)
  const root = createRoot(mountPoint)
  root.render(
    createElement(
      StrictMode,
      null,
      createElement(
        StyleRootContext.Provider,
        { value: shadow },
        createElement(CoreProvider, { core }, createElement(Modal)),
      ),
    ),
  )
  return {
    host,
    unmount() {
      root.unmount()
      styles.remove()
      host.remove()
    },
  }
}
