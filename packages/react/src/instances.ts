import type { AppKit } from './appkit.js'

// AppKit's documented snippets call createAppKit() at module level and then use hooks with no
// provider, so hooks outside an <AppKitProvider> need an instance to fall back to. This is only a
// pointer to the most recently created instance; every instance keeps its own state.
let latest: AppKit | undefined

export function setDefaultInstance(instance: AppKit | undefined): void {
  latest = instance
}

export function getDefaultInstance(): AppKit | undefined {
  return latest
}
