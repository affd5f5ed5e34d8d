import { HttpStatusError } from '@gangway/common'
import type { HttpClient } from '../http/http-client.js'
import { createServiceHttpClient, type ServiceClientOptions, sdkQuery } from '../http/service-options.js'
import type { AnalyticsEventBody, EventProps } from '../schemas/analytics.js'
import { buildErrorProps, buildEventBody, isSentEvent, type PageLocation } from './event-body.js'
import { createRateLimiter } from './rate-limiter.js'

/** SPEC §7: error telemetry is capped at 5 reports a minute. */
export const ERROR_TELEMETRY_LIMIT = { limit: 5, windowMs: 60_000 } as const

export interface AnalyticsClientOptions extends ServiceClientOptions {
  /** Whether the analytics feature is on, read at each send; when off, nothing is sent (Principle 7). */
  enabled: () => boolean
  now?: (() => number) | undefined
  /** Host that receives error telemetry (SPEC §7 "an analytics host"); defaults to `baseUrl`. */
  errorBaseUrl?: string | undefined
  /** The page's location; defaults to `globalThis.location`, read at send time (never at import). */
  location?: (() => PageLocation | undefined) | undefined
  createEventId?: (() => string) | undefined
  /** Called once per client on the first 403 (SPEC §7/§8: 'Invalid App Configuration'). */
  onInvalidAppConfiguration?: (() => void) | undefined
}

/** What happened to one event. */
export type SendResult = 'sent' | 'skipped' | 'disabled' | 'rate-limited' | 'failed'

export interface AnalyticsClient {
  /** POST /e with the event (SPEC §7); the modal-created event is skipped. Never throws. */
  sendEvent(props: EventProps): Promise<SendResult>
  /** POST /e to the error host with error props, at most 5 a minute (SPEC §7). Never throws. */
  sendError(error: unknown, event?: string): Promise<SendResult>
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const now = options.now ?? Date.now
  const query = sdkQuery(options)
  const clientFor = (baseUrl: string) => createServiceHttpClient({ ...options, baseUrl })
  const events = clientFor(options.baseUrl)
  const errors = options.errorBaseUrl ? clientFor(options.errorBaseUrl) : events
  const errorLimiter = createRateLimiter({ ...ERROR_TELEMETRY_LIMIT, now })
  let invalidConfigurationReported = false

  async function post(http: HttpClient, body: AnalyticsEventBody): Promise<SendResult> {
    try {
      await http.post({ path: '/e', params: query, body })
      return 'sent'
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 403 && !invalidConfigurationReported) {
        invalidConfigurationReported = true
        options.onInvalidAppConfiguration?.()
      }
      options.onError?.(error, 'analytics')
      return 'failed'
    }
  }

  const context = () => ({
    eventId: (options.createEventId ?? randomEventId)(),
    timestamp: now(),
    location: (options.location ?? pageLocation)(),
  })

  return {
    async sendEvent(props) {
      if (!isSentEvent(props)) return 'skipped'
      if (!options.enabled()) return 'disabled'
      return post(events, buildEventBody(props, context()))
    },
    async sendError(error, event) {
      if (!options.enabled()) return 'disabled'
      if (!errorLimiter.tryTake()) return 'rate-limited'
      return post(errors, buildEventBody(buildErrorProps(error, event), context()))
    },
  }
}

function pageLocation(): PageLocation | undefined {
  const location = (globalThis as { location?: Location }).location
  return location ? { href: location.href, hostname: location.hostname } : undefined
}

function randomEventId(): string {
  // randomUUID is missing outside secure contexts; getRandomValues is not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
