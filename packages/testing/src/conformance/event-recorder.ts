import type { RecordedAdapterEvent } from './types.js'

/** A sink for an adapter's `construct({ events })` that keeps every event, in order. */
export function createEventRecorder() {
  const events: RecordedAdapterEvent[] = []
  return {
    events,
    sink: {
      emit(event: string, payload: unknown) {
        events.push({ event, payload })
      },
    },
  }
}
