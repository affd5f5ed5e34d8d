import { mountModal, useCore } from '@gangway/ui-react'
import { useEffect, useRef } from 'react'

/**
 * A host page with the embedded modal in its flow (AppKit's `enableEmbedded`): the modal's shadow host goes into
 * the page's own container and shows the start view at once, with no backdrop, between the page's text.
 */
export function EmbeddedHost() {
  const core = useCore()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!container.current) return
    const mounted = mountModal(core, { container: container.current, embedded: true })
    return () => mounted.unmount()
  }, [core])
  return (
    <main style={{ maxWidth: 420, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Checkout</h1>
      <p>Connect a wallet to pay. The modal sits in the page, not over it.</p>
      <div ref={container} />
      <p>Your order is kept while you connect.</p>
    </main>
  )
}
