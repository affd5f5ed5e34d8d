import type { RouterView } from '@gangway/core'
import { mountModal, useCore } from '@gangway/ui-react'
import { useEffect, useRef } from 'react'

/**
 * Mounts the real modal (shadow root, adopted stylesheet) of the story's instance and opens it on
 * `view`, unless the story's setup already opened it.
 */
export function ModalHost({ view }: { view?: RouterView }) {
  const core = useCore()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!container.current) return
    const mounted = mountModal(core, { container: container.current })
    if (!core.isOpen()) void core.open(view ? { view } : undefined)
    return () => mounted.unmount()
  }, [core, view])
  return <div ref={container} style={{ minHeight: '100vh' }} />
}
