import { createHash, randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { RunningServices } from '../server.js'
import { type RelayClientOptions, RelayTestClient } from './relay-client.js'
import { getJson, resetTestHooks, startTestServices } from './services.js'

export const randomTopic = () => randomBytes(32).toString('hex')
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What `GET /__test/relay` answers. */
export interface RelayInspection {
  connections: { clientId: string; projectId: string; ua: string; topics: string[] }[]
  topics: { topic: string; subscribers: number; messages: number }[]
}

export async function inspectRelay(base: string): Promise<RelayInspection> {
  return (await getJson<RelayInspection>(`${base}/__test/relay`)).body
}

/**
 * One server for a test file; the relay clients a test opens are closed after it, and faults are cleared.
 * Registers the vitest hooks, so call it at the top of the file.
 */
export function relayTestBed() {
  let services: RunningServices | undefined
  const open: RelayTestClient[] = []
  beforeAll(async () => {
    services = await startTestServices({ chains: [] })
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()))
    if (services) await resetTestHooks(services.url)
  })
  afterAll(() => services?.stop())

  return {
    get services(): RunningServices {
      if (!services) throw new Error('The relay test bed starts its services in beforeAll')
      return services
    },
    async connect(options?: RelayClientOptions): Promise<RelayTestClient> {
      const client = await RelayTestClient.connect(this.services.relayUrl, options)
      open.push(client)
      return client
    },
    inspect(): Promise<RelayInspection> {
      return inspectRelay(this.services.url)
    },
  }
}
