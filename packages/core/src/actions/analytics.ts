import { DIRECTORY_SDK } from '../controllers/directory.js'
import type { CoreStore } from '../create-store.js'
import type { AppKitOptions } from '../options.js'
import { loadOnce } from '../utils/load-once.js'
import type { AppKitEvent, Unsubscribe } from '../types.js'

/** Events that show the visitor means to use the modal; nothing is sent before the first of them. */
const INTENT_EVENTS = new Set(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS'])

/**
 * Sends the instance's events to the analytics sink (SPEC §7 POST /e) when `services.analyticsUrl` is
 * configured and `features.analytics` is on in code (read at each event: when it is off, nothing is sent).
 * Nothing goes out before the visitor's first intent, so a page load sends nothing. A 403 shows the
 * 'Invalid App Configuration' alert once. Returns the unsubscribe, or undefined when there is no sink.
 */
export function connectAnalytics(store: CoreStore, options: AppKitOptions): Unsubscribe | undefined {
  const baseUrl = options.services?.analyticsUrl
  if (!baseUrl) return undefined
  // The client loads with the first event worth sending: a page load downloads none of it.
  const client = loadOnce(() =>
    import('../lazy/analytics-client.js').then((api) =>
      api.createAnalyticsClient({
        baseUrl,
        projectId: options.projectId,
        ...DIRECTORY_SDK,
        enabled: () => store.options.state.features.analytics === true,
        onInvalidAppConfiguration: () => {
          const { shortMessage, longMessage } = api.ALERT_MESSAGES.invalidProjectId
          store.alert.open(`${shortMessage}: ${longMessage}`, 'error')
        },
      }),
    ),
  )
  let intended = false
  return store.events.subscribe(({ data }: AppKitEvent) => {
    intended ||= INTENT_EVENTS.has(data.event)
    if (!intended) return
    const event = {
      type: data.type,
      event: data.event,
      ...(data.address ? { address: data.address } : {}),
      ...(data.properties ? { properties: data.properties } : {}),
    }
    // Analytics never break the page: an event whose client failed to download is dropped.
    client().then(
      (sink) => void sink.sendEvent(event),
      () => undefined,
    )
  })
}
