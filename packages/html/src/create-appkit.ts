import { type AppKit, type CreateAppKitOptions, createAppKit as createEntryAppKit } from '@gangway/react'
import { defineHtmlElements } from './elements.js'

/**
 * Creates one Gangway instance (AppKit's `createAppKit` from `@reown/appkit`): the same instance and options as
 * `@gangway/react`'s. In the browser it defines every `<appkit-*>` element (and `w3m-*` alias) once per page:
 * the button, connect, account, network and wallet buttons, and `<appkit-modal>`. They render the most recently
 * created instance. On a server it only makes the instance.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const appKit = createEntryAppKit(options)
  defineHtmlElements()
  return appKit
}
