import { type RunningServices, startServices } from '@gangway/services'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'
import type { AppKitOptions } from '../options.js'

let services: RunningServices

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
})
afterAll(() => services.stop())
beforeEach(() => fetch(`${services.url}/__test/events`, { method: 'DELETE' }))

type StoredEvent = { projectId: string; body: { props: { event: string; type: string } } }

async function storedEvents(projectId = 'gangway-sandbox'): Promise<string[]> {
  const response = await fetch(`${services.url}/__test/events?projectId=${projectId}`)
  const { events } = (await response.json()) as { events: StoredEvent[] }
  return events.map((event) => event.body.props.event)
}

function core(options: Partial<AppKitOptions> = {}) {
  return createAppKitCore(
    {
      projectId: 'gangway-sandbox',
      networks: [testNetworks.mainnet, testNetworks.polygon],
      services: { analyticsUrl: services.url },
      ...options,
    },
    { storage: createMapStorage() },
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('analytics', () => {
  it('SPEC §7: sends nothing on start-up, then POSTs /e from the first open on (not MODAL_CREATED)', async () => {
    const instance = core()
    await instance.ready()
    await settle()
    expect(await storedEvents()).toEqual([])
    await instance.open()
    await expect.poll(storedEvents).toEqual(['MODAL_OPEN'])
    instance.close()
    await expect.poll(storedEvents).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    instance.destroy()
  })

  it('drops the events of a client that could not be downloaded, and sends the later ones once it can', async ({
    onTestFinished,
  }) => {
    onTestFinished(() => vi.doUnmock('../lazy/analytics-client.js'))
    vi.doMock('../lazy/analytics-client.js', () => {
      throw new Error('chunk blocked')
    })
    const instance = core()
    await instance.open()
    await settle()
    expect(await storedEvents()).toEqual([])
    vi.doUnmock('../lazy/analytics-client.js')
    instance.close()
    await expect.poll(storedEvents).toEqual(['MODAL_CLOSE'])
    instance.destroy()
  })

  it('Principle 7: with features.analytics off nothing is sent, however the visitor acts', async () => {
    const instance = core({ features: { analytics: false } })
    await instance.open()
    instance.close()
    await settle()
    expect(await storedEvents()).toEqual([])
    instance.destroy()
  })

  it("SPEC §7: a 403 from the sink shows 'Invalid App Configuration' once", async () => {
    const instance = core({ projectId: 'no-such-project' })
    await instance.open()
    instance.close()
    await instance.open()
    await expect.poll(() => instance.store.alert.state.open).toBe(true)
    expect(instance.store.alert.state).toMatchObject({ variant: 'error' })
    expect(instance.store.alert.state.message).toMatch(/^Invalid App Configuration/)
    instance.store.alert.close()
    instance.close()
    await settle()
    expect(instance.store.alert.state.open).toBe(false)
    instance.destroy()
  })

  it('sends nothing without a configured analytics service', async () => {
    const instance = core({ services: {} })
    await instance.open()
    await settle()
    expect(await storedEvents()).toEqual([])
    instance.destroy()
  })
})
