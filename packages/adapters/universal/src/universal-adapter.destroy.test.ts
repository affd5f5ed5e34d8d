import { mainnet } from '@gangway/common'
import type { WalletConnectClient, WalletConnectEvent } from '@gangway/core'
import { createEventRecorder } from '@gangway/testing/conformance'
import { describe, expect, it } from 'vitest'
import { UniversalAdapter } from './universal-adapter.js'

/** A WalletConnect client whose session events the test sends, counting who listens. */
function fakeClient() {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const client = {
    subscribe(listener: (event: WalletConnectEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSession: () => undefined,
  } as unknown as WalletConnectClient
  const send = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { client, send, listening: () => listeners.size }
}

describe('UniversalAdapter.destroy', () => {
  it("stops listening to the shared session, so the wallet's events are no longer reported", () => {
    const { client, send, listening } = fakeClient()
    const adapter = new UniversalAdapter({ namespace: 'eip155' })
    const recorder = createEventRecorder()
    adapter.construct({
      projectId: 'test',
      networks: [mainnet],
      events: recorder.sink,
      walletConnect: client,
    })
    expect(listening()).toBe(1)
    adapter.destroy()
    expect(listening()).toBe(0)
    send({ type: 'disconnect' })
    expect(recorder.events).toEqual([])
  })
})
