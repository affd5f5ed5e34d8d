import type { AppKit } from './appkit.js'

// AppKit's documented snippets call createAppKit() at module level and then use hooks with no
// provider, so hooks outside an <AppKitProvider> need an instance to fall back to. This is only a
// pointer to the most recently created instance; every instance keeps its own state.
let latest: AppKit | undefined
// The custom elements follow the default instance: they render the new one, or nothing once it is destroyed.
const listeners = new Set<() => void>()

export function setDefaultInstance(instance: AppKit | undefined): void {
  if (latest === instance) return
  latest = instance
  for (const listener of [...listeners]) listener()
}

export function getDefaultInstance(): AppKit | undefined {
  return latest
}

/** A destroyed instance stops being the default; another one that took its place stays. */
export function clearDefaultInstance(instance: AppKit): void {
  if (latest === instance) setDefaultInstance(undefined)
}

/** Calls `listener` whenever the default instance changes; returns the function that stops it. */
export function onDefaultInstanceChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
