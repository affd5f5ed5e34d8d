import type { AnalyticsEventBody, ErrorTelemetryProps, EventProps } from '../schemas/analytics.js'
import { MAX_TEXT_LENGTH } from '../schemas/primitives.js'

/** The event AppKit reports at creation; SPEC §7 says it is never sent. */
export const MODAL_CREATED_EVENT = 'MODAL_CREATED'

/** Event name of error telemetry. */
export const ERROR_EVENT = 'ERROR'

/** Where the page is, for the body's `url` and `domain`. */
export interface PageLocation {
  href: string
  hostname: string
}

/** SPEC §7: every event is sent except the modal-created one. */
export function isSentEvent(props: Pick<EventProps, 'event'>): boolean {
  return props.event !== MODAL_CREATED_EVENT
}

/** SPEC §7 POST /e body: eventId, url, domain, timestamp and props. */
export function buildEventBody(
  props: EventProps | ErrorTelemetryProps,
  context: { eventId: string; timestamp: number; location: PageLocation | undefined },
): AnalyticsEventBody {
  return {
    eventId: context.eventId,
    url: context.location?.href ?? '',
    domain: context.location?.hostname ?? '',
    timestamp: context.timestamp,
    props,
  }
}

/** SPEC §7 error telemetry props from anything thrown; long texts are cut to what the sink accepts. */
export function buildErrorProps(error: unknown, event: string = ERROR_EVENT): ErrorTelemetryProps {
  const isError = error instanceof Error
  return {
    type: 'error',
    event,
    errorType: (isError ? error.name : typeof error).slice(0, 128) || 'Error',
    errorMessage: (isError ? error.message : String(error)).slice(0, MAX_TEXT_LENGTH),
    stackTrace: ((isError ? error.stack : undefined) ?? '').slice(0, MAX_TEXT_LENGTH),
  }
}
