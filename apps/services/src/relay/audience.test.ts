import { describe, expect, it } from 'vitest'
import { Audiences, audienceKey, listeningAudiences } from './audience.js'

describe('relay audiences', () => {
  it('compares scheme, host and path, not the query; refuses what is not a ws:// or wss:// URL', () => {
    expect(audienceKey('ws://127.0.0.1:8787/relay?projectId=p#x')).toBe('ws://127.0.0.1:8787/relay')
    expect(audienceKey('WS://LOCALHOST:8787/relay')).toBe('ws://localhost:8787/relay')
    expect(audienceKey('https://127.0.0.1:8787/relay')).toBeUndefined()
    expect(audienceKey('relay')).toBeUndefined()
  })

  it('defaults to the listening port under every loopback name on loopback, and to the address elsewhere', () => {
    const loopback = listeningAudiences({ address: '127.0.0.1', family: 'IPv4', port: 8787 }, '/relay')
    expect(loopback).toEqual(
      expect.arrayContaining([
        'ws://127.0.0.1:8787/relay',
        'ws://localhost:8787/relay',
        'ws://[::1]:8787/relay',
        'wss://localhost:8787/relay',
      ]),
    )
    expect(listeningAudiences({ address: '10.0.0.5', family: 'IPv4', port: 80 }, '/relay')).toEqual([
      'ws://10.0.0.5:80/relay',
      'wss://10.0.0.5:80/relay',
    ])
    expect(listeningAudiences({ address: '::', family: 'IPv6', port: 1 }, '/relay')).toContain(
      'ws://localhost:1/relay',
    )
    expect(listeningAudiences('/tmp/socket', '/relay')).toEqual([])
    expect(listeningAudiences(null, '/relay')).toEqual([])
  })

  it('takes only what it was given', () => {
    const audiences = new Audiences()
    audiences.accept(['wss://relay.example.org/relay', 'not a url'])
    expect(audiences.has('wss://relay.example.org/relay?x=1')).toBe(true)
    expect(audiences.has('ws://relay.example.org/relay')).toBe(false)
    expect(audiences.has('wss://relay.example.org:8443/relay')).toBe(false)
    expect(audiences.has(undefined)).toBe(false)
    expect(audiences.has(42)).toBe(false)
  })
})
