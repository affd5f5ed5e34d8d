import type { AppKitCore } from '@gangway/core'
import { createElement, StrictMode } from 'react'
import type { createRoot } from 'react-dom/client'
import { CoreProvider } from '../context.js'
import { adoptStyles } from '../theme/adopt.js'
import { MODAL_CSS } from '../theme/modal-css.js'
import { StyleRootContext } from '../theme/style-root.js'
import { Modal, type ModalProps } from './Modal.js'

/**
 * Renders the modal of `core` into `shadow`, with its stylesheet; returns what takes both away. The modal's own
 * chunk: mount.ts loads it when the page is idle or the visitor shows intent, so a page's start-up carries only
 * the buttons and core. `props.embedded` renders it inline in the shadow host's place instead of over the page.
 * `createReactRoot` is react-dom's, passed by mount.ts: imported there, react-dom ships in one file with React and
 * the buttons in a host's build, instead of a file of its own for this chunk (docs/start-up.md).
 */
export function renderModal(
  core: AppKitCore,
  shadow: ShadowRoot,
  createReactRoot: typeof createRoot,
  props: ModalProps = {},
): () => void {
  const styles = adoptStyles(shadow, MODAL_CSS, { marker: 'modal', nonce: core.store.options.state.cspNonce })
  const mountPoint = shadow.ownerDocument.createElement('div')
  shadow.append(mountPoint)
  const root = createReactRoot(mountPoint)
  root.render(
    createElement(
      StrictMode,
      null,
      createElement(
        StyleRootContext.Provider,
        { value: shadow },
        createElement(CoreProvider, { core }, createElement(Modal, props)),
      ),
    ),
  )
  return () => {
    root.unmount()
    styles.remove()
    mountPoint.remove()
  }
}
