import { describe, expect, it, vi } from 'vitest'
import type { AdapterEventName } from '../adapter.js'
import { createConnectorMemory } from '../utils/connector-memory.js'
import { createConnectionHolder } from './connection-holder.js'

interface Held {
  name: string
}

function setup() {
  const emitted: [AdapterEventName, unknown][] = []
  const values = new Map<string, string>()
  const memory = createConnectorMemory('test:connector', {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  })
  const holder = createConnectionHolder<Held>({
    memory,
    events: () => ({ emit: (event, payload) => void emitted.push([event, payload]) }),
  })
  return { holder, memory, emitted }
}

describe('createConnectionHolder', () => {
  it('holds a connection, listens to its wallet and remembers its connector for the next page load', () => {
    const { holder, memory } = setup()
    const stop = vi.fn()
    const first = { name: 'first' }
    holder.hold(first, 'io.metamask', () => stop)
    expect(holder.current).toBe(first)
    expect(holder.holds(first)).toBe(true)
    expect(memory.get()).toBe('io.metamask')
    expect(stop).not.toHaveBeenCalled()
  })

  it("stops the previous wallet's listeners when another connection is held, and ignores that wallet from then on", () => {
    const { holder, emitted, memory } = setup()
    const stopFirst = vi.fn()
    const first = { name: 'first' }
    holder.hold(first, 'a', () => stopFirst)
    const second = { name: 'second' }
    holder.hold(second, 'b', () => () => {})
    expect(stopFirst).toHaveBeenCalledOnce()
    expect(holder.holds(first)).toBe(false)
    holder.endedByWallet(first)
    expect(emitted).toEqual([])
    expect(holder.current).toBe(second)
    expect(memory.get()).toBe('b')
  })

  it('on disconnect stops listening before the wallet is told, forgets the connector and reports once', async () => {
    const { holder, emitted, memory } = setup()
    const order: string[] = []
    const held = { name: 'held' }
    holder.hold(held, 'a', () => () => order.push('stop'))
    await holder.disconnect(async (connection) => {
      order.push(`end ${connection.name}`)
      // The wallet answering the disconnect with its own event: not a second report.
      holder.endedByWallet(connection)
    })
    expect(order).toEqual(['stop', 'end held'])
    expect(emitted).toEqual([['disconnect', undefined]])
    expect(holder.current).toBeUndefined()
    expect(memory.get()).toBeUndefined()
  })

  it('reports the disconnect even when the wallet fails to end the session, and passes the failure on', async () => {
    const { holder, emitted } = setup()
    holder.hold({ name: 'held' }, 'a', () => () => {})
    await expect(
      holder.disconnect(async () => {
        throw new Error('wallet gone')
      }),
    ).rejects.toThrow('wallet gone')
    expect(emitted).toEqual([['disconnect', undefined]])
    expect(holder.current).toBeUndefined()
  })

  it('reports nothing on a disconnect with nothing connected, but still forgets the remembered connector', async () => {
    const { holder, emitted, memory } = setup()
    memory.remember('stale')
    const end = vi.fn(async () => {})
    await holder.disconnect(end)
    expect(end).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
    expect(memory.get()).toBeUndefined()
  })

  it('a wallet ending its session is reported once and forgets the connector; release alone keeps it', () => {
    const { holder, emitted, memory } = setup()
    const held = { name: 'held' }
    const stop = vi.fn()
    holder.hold(held, 'a', () => stop)
    holder.release()
    expect(stop).toHaveBeenCalledOnce()
    expect(memory.get()).toBe('a')
    holder.hold(held, 'a', () => () => {})
    holder.endedByWallet(held)
    holder.endedByWallet(held)
    expect(emitted).toEqual([['disconnect', undefined]])
    expect(memory.get()).toBeUndefined()
  })

  it('reports account and chain changes to the context current at the time', () => {
    const first: unknown[] = []
    const second: unknown[] = []
    let sink = first
    const holder = createConnectionHolder<Held>({
      memory: createConnectorMemory('test:events'),
      events: () => ({ emit: (event, payload) => void sink.push([event, payload]) }),
    })
    holder.accountChanged({ address: 'abc', connectorId: 'a' })
    sink = second
    holder.chainChanged(7)
    expect(first).toEqual([['accountChanged', { address: 'abc', connectorId: 'a' }]])
    expect(second).toEqual([['chainChanged', { chainId: 7 }]])
  })
})
