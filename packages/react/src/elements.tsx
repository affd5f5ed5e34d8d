import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  CoreProvider,
} from '@gangway/ui-react'
import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { getDefaultInstance, onDefaultInstanceChange } from './instances.js'

// HTML lower-cases attribute names; these are the props each element accepts (API.md).
const ATTRIBUTES: Record<string, string> = {
  size: 'size',
  label: 'label',
  loadinglabel: 'loadingLabel',
  disabled: 'disabled',
  balance: 'balance',
  charsstart: 'charsStart',
  charsend: 'charsEnd',
  namespace: 'namespace',
}
const NUMERIC = new Set(['charsStart', 'charsEnd'])

function propsFrom(element: HTMLElement, attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [attribute, prop] of Object.entries(attributes)) {
    const value = element.getAttribute(attribute)
    if (value === null) continue
    if (prop === 'disabled') props[prop] = value !== 'false'
    else if (NUMERIC.has(prop)) props[prop] = Number(value)
    else props[prop] = value
  }
  return props
}

function elementFor(Component: ComponentType<Record<string, unknown>>, attributes: Record<string, string>) {
  return class AppKitElement extends HTMLElement {
    static observedAttributes = Object.keys(attributes)
    private root: Root | undefined
    private stopFollowing: (() => void) | undefined

    connectedCallback() {
      this.root ??= createRoot(this)
      this.stopFollowing ??= onDefaultInstanceChange(() => this.render())
      this.render()
    }

    attributeChangedCallback() {
      this.render()
    }

    disconnectedCallback() {
      // React may move the element within one task; unmount only if it really left the page.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.stopFollowing?.()
        this.stopFollowing = undefined
        this.root?.unmount()
        this.root = undefined
      })
    }

    private render() {
      if (!this.root) return
      const instance = getDefaultInstance()
      // The default instance was destroyed and none took its place: the element shows nothing.
      if (!instance) {
        this.root.render(null)
        return
      }
      this.root.render(
        <CoreProvider core={instance.core}>
          <Component {...propsFrom(this, attributes)} />
        </CoreProvider>,
      )
    }
  }
}

const ELEMENTS: Record<string, ComponentType<Record<string, unknown>>> = {
  'appkit-button': AppKitButton as ComponentType<Record<string, unknown>>,
  'appkit-connect-button': AppKitConnectButton as ComponentType<Record<string, unknown>>,
  'appkit-account-button': AppKitAccountButton as ComponentType<Record<string, unknown>>,
  'appkit-network-button': AppKitNetworkButton as ComponentType<Record<string, unknown>>,
}

/**
 * Defines `tag` (an `appkit-*` name) and its `w3m-*` alias as elements that render `Component` with the default
 * instance, unless a name is taken already. `attributes` adds attribute → prop names to the shared ones
 * (lower-case, as HTML gives them). Browser only: without a registry it does nothing.
 */
export function defineAppKitElement(
  tag: `appkit-${string}`,
  Component: ComponentType<Record<string, unknown>>,
  {
    attributes = {},
    registry = globalThis.customElements,
  }: { attributes?: Record<string, string>; registry?: CustomElementRegistry | undefined } = {},
): void {
  if (!registry) return
  const accepted = { ...ATTRIBUTES, ...attributes }
  for (const name of [tag, tag.replace('appkit-', 'w3m-')]) {
    if (!registry.get(name)) registry.define(name, elementFor(Component, accepted))
  }
}

/** Defines `<appkit-button>` and its siblings (and `w3m-*` aliases) once per page. */
export function defineAppKitElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  for (const [tag, Component] of Object.entries(ELEMENTS)) {
    defineAppKitElement(tag as `appkit-${string}`, Component, { registry })
  }
}
