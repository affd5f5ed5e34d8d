import type { AppKit } from './appkit.js'

// AppKit's documented snippets call createAppKit() at module level and then use hooks with no
// provider, so hooks outside an <AppKitProvider> need an instance to fall back to. This is only a
// pointer to the most recently created instance; every instance keeps its own state.
interface DefaultInstanceSlot {
  latest: AppKit | undefined
  // The custom elements follow the default instance: they render the new one, or nothing once it is destroyed.
  listeners: Set<() => void>
}

// The custom elements are defined once per page, by whichever copy of this package loads first (two bundles on
// one page, or a second copy of the modules), so the pointer they follow belongs to the page as well.
const SLOT = Symbol.for('gangway.defaultInstance')
const page = globalThis as { [SLOT]?: DefaultInstanceSlot }
page[SLOT] ??= { latest: undefined, listeners: new Set() }
const slot = page[SLOT]

export function setDefaultInstance(instance: AppKit | undefined): void {
  if (slot.latest === instance) return
  slot.latest = instance
  for (const listener of [...slot.listeners]) listener()
}

export function getDefaultInstance(): AppKit | undefined {
  return slot.latest
}

/** A destroyed instance stops being the default; another one that took its place stays. */
export function clearDefaultInstance(instance: AppKit): void {
  if (slot.latest === instance) setDefaultInstance(undefined)
}

/** Calls `listener` whenever the default instance changes; returns the function that stops it. */
export function onDefaultInstanceChange(listener: () => void): () => void {
  slot.listeners.add(listener)
  return () => slot.listeners.delete(listener)
}
