import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AnalyticsEventBodySchema, ErrorTelemetryPropsSchema } from './analytics.js'
import { AnalyticsConfigSchema, OriginsResponseSchema } from './directory.js'
import { parseResponse } from './parse.js'

const body = {
  eventId: '7d7c3b4e-0000-4000-8000-000000000000',
  url: 'https://dapp.example/page',
  domain: 'dapp.example',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', address: '0x1', properties: { connected: true } },
}

describe('analytics schemas (SPEC §7)', () => {
  it('SPEC §7: an event body has eventId, url, domain, timestamp and props', () => {
    expect(v.parse(AnalyticsEventBodySchema, body)).toEqual(body)
  })

  it('SPEC §7: error telemetry props are type, event, errorType, errorMessage and stackTrace', () => {
    const props = {
      type: 'error',
      event: 'ERROR',
      errorType: 'TypeError',
      errorMessage: 'x',
      stackTrace: 'at y',
    }
    expect(v.parse(ErrorTelemetryPropsSchema, props)).toEqual(props)
    expect(v.parse(AnalyticsEventBodySchema, { ...body, props }).props).toEqual(props)
  })

  it('rejects oversized properties and a missing event id', () => {
    const huge = { ...body, props: { ...body.props, properties: { blob: 'x'.repeat(20_000) } } }
    expect(v.safeParse(AnalyticsEventBodySchema, huge).success).toBe(false)
    expect(v.safeParse(AnalyticsEventBodySchema, { ...body, eventId: undefined }).success).toBe(false)
  })

  it('origins drop non-string entries; the analytics config needs a boolean', () => {
    expect(parseResponse(OriginsResponseSchema, { allowedOrigins: ['https://*.example', 5] })).toEqual({
      allowedOrigins: ['https://*.example'],
    })
    expect(() => parseResponse(AnalyticsConfigSchema, { isAnalyticsEnabled: 'yes' })).toThrow()
  })
})
