import { mountModal, useCore } from '@gangway/ui-react'
import { useEffect, useRef } from 'react'

/**
 * The modal inline in the page (AppKit's embedded modal): always shown, a region in the page flow with no backdrop
 * and no focus trap, in its own shadow root inside the element. It follows the instance it is given. While it is on
 * the page it is that instance's modal: `open()` shows its view here and moves focus here, not into an overlay.
 */
export function EmbeddedModal() {
  const core = useCore()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!container.current) return
    const mounted = mountModal(core, { container: container.current, embedded: true })
    // The modal has a React root of its own: unmounting it while this root commits its own unmount is refused.
    return () => queueMicrotask(() => mounted.unmount())
  }, [core])
  return <div ref={container} />
}
