import { useConfiguredNamespaces } from '../../hooks/use-namespaces.js'
import { renderLazyView } from '../../modal/lazy-view.js'
import { namespaceFiltersPart } from '../../modal/multichain-parts.js'

/**
 * NamespaceFilters, whose code is only asked for when more than one namespace is configured — the only case
 * it shows. Until the code is there the whole view waits (the modal's loading state), so nothing shifts.
 */
export function LazyNamespaceFilters() {
  const several = useConfiguredNamespaces().length > 1
  return several ? renderLazyView(namespaceFiltersPart, {}) : null
}
