import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useConfiguredNamespaces } from '../../hooks/use-namespaces.js'
import { NAMESPACE_MESSAGES } from '../../messages.js'

/**
 * SPEC §4 namespace filters: one toggle per configured namespace, shown when there is more than one. Core
 * recomputes the wallet list on each change. The last namespace left on cannot be turned off: a list of
 * no namespace would offer nothing to connect.
 */
export function NamespaceFilters() {
  const core = useCore()
  const t = useMessages()
  const namespaces = useConfiguredNamespaces()
  const { namespaceFilter } = useSnapshot(core.store.connectors.state)
  if (namespaces.length < 2) return null
  const enabledCount = namespaces.filter((namespace) => namespaceFilter[namespace] !== false).length

  return (
    <fieldset className="gw-filters">
      <legend className="gw-label">{t('namespaceFilters')}</legend>
      <div className="gw-filter-buttons">
        {namespaces.map((namespace) => {
          const enabled = namespaceFilter[namespace] !== false
          const locked = enabled && enabledCount === 1
          return (
            <button
              key={namespace}
              type="button"
              className="gw-filter"
              aria-pressed={enabled}
              // aria-disabled keeps the last one focusable, so a keyboard user still hears why nothing changes.
              aria-disabled={locked || undefined}
              onClick={() => {
                if (!locked) core.store.connectors.setNamespaceFilter(namespace, !enabled)
              }}
            >
              {t(NAMESPACE_MESSAGES[namespace])}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
