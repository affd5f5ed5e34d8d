import { mountModal, useCore } from '@gangway/ui-react'
import { useEffect, useRef } from 'react'

/**
 * The modal inline in the page (AppKit's embedded modal): always shown, a region in the page flow with no backdrop
 * and no focus trap, in its own shadow root inside the element. It follows the instance it is given.
 */
export function EmbeddedModal() {
  const core = useCore()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!container.current) return
    const mounted = mountModal(core, { container: container.current, embedded: true })
    return () => mounted.unmount()
  }, [core])
  return <div ref={container} />
}
