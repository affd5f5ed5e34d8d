import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AnalyticsEventBodySchema } from '../schemas/analytics.js'
import { buildErrorProps, buildEventBody, isSentEvent } from './event-body.js'

describe('analytics event body', () => {
  it('SPEC §7: the modal-created event is never sent; others are', () => {
    expect(isSentEvent({ event: 'MODAL_CREATED' })).toBe(false)
    expect(isSentEvent({ event: 'MODAL_OPEN' })).toBe(true)
  })

  it('SPEC §7: the body has eventId, url, domain, timestamp and props with the address', () => {
    const body = buildEventBody(
      { type: 'track', event: 'CONNECT_SUCCESS', address: '0xabc', properties: { method: 'browser' } },
      {
        eventId: 'e1',
        timestamp: 42,
        location: { href: 'https://dapp.example/x', hostname: 'dapp.example' },
      },
    )
    expect(body).toEqual({
      eventId: 'e1',
      url: 'https://dapp.example/x',
      domain: 'dapp.example',
      timestamp: 42,
      props: { type: 'track', event: 'CONNECT_SUCCESS', address: '0xabc', properties: { method: 'browser' } },
    })
    expect(v.parse(AnalyticsEventBodySchema, body)).toEqual(body)
  })

  it('leaves url and domain empty where there is no page (server rendering)', () => {
    const body = buildEventBody(
      { type: 'track', event: 'X' },
      { eventId: 'e', timestamp: 0, location: undefined },
    )
    expect([body.url, body.domain]).toEqual(['', ''])
  })

  it('SPEC §7: error props are type, event, errorType, errorMessage and stackTrace', () => {
    const error = new TypeError('boom')
    expect(buildErrorProps(error)).toEqual({
      type: 'error',
      event: 'ERROR',
      errorType: 'TypeError',
      errorMessage: 'boom',
      stackTrace: error.stack,
    })
    expect(buildErrorProps('plain', 'CONNECT_ERROR')).toMatchObject({
      event: 'CONNECT_ERROR',
      errorType: 'string',
      errorMessage: 'plain',
      stackTrace: '',
    })
  })

  it('cuts long messages to what the sink accepts', () => {
    const props = buildErrorProps(new Error('m'.repeat(50_000)))
    expect(props.errorMessage).toHaveLength(10_000)
    expect(
      v.safeParse(
        AnalyticsEventBodySchema,
        buildEventBody(props, { eventId: 'e', timestamp: 0, location: undefined }),
      ).success,
    ).toBe(true)
  })
})
