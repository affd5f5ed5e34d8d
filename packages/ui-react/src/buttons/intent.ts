import { preloadModal } from '../mount.js'

function preload(): void {
  // A failed preload is not an error yet: mounting the modal loads it again, and says so if that fails too.
  preloadModal().catch(() => undefined)
}

/** A button's first sign of intent (pointing at it, focusing it) starts loading the modal it opens. */
export const PRELOAD_ON_INTENT = { onPointerEnter: preload, onFocus: preload } as const
