import { createServer } from 'node:net'

/** Registry ids the reference directory serves for well-known wallets. */
export const WALLET_IDS = {
  metamask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  trust: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  coinbase: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  rainbow: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
} as const

/** A request as the services' `/__test/requests` hook logged it. */
export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  /** The raw body; null for GET and HEAD. */
  body: string | null
}

/** A fault for the services' `/__test/faults` hook (see apps/services README, Test hooks). */
export interface ServicesFault {
  route: string
  method?: string
  status?: number
  delayMs?: number
  body?: string
  times?: number
}

/**
 * The `/__test` hooks of a running apps/services (test mode). The tests start the server themselves with
 * `startServices` from `@gangway/services`; helpers outside test files may not import it (layering).
 */
export function servicesTestHooks(baseUrl: string) {
  const hook = (path: string, init?: RequestInit) => fetch(new URL(path, baseUrl), init)
  return {
    /** What arrived at `path`, oldest first. */
    async requests(path: string): Promise<LoggedRequest[]> {
      const response = await hook(`/__test/requests?path=${encodeURIComponent(path)}`)
      return ((await response.json()) as { requests: LoggedRequest[] }).requests
    },
    async fault(spec: ServicesFault): Promise<void> {
      const response = await hook('/__test/faults', { method: 'POST', body: JSON.stringify(spec) })
      if (response.status !== 201) throw new Error(`Injecting a fault failed: ${await response.text()}`)
    },
    async reset(): Promise<void> {
      await Promise.all([
        hook('/__test/faults', { method: 'DELETE' }),
        hook('/__test/requests', { method: 'DELETE' }),
      ])
    },
  }
}

/** A base URL where nothing listens (a port that was free a moment ago): the services are down. */
export async function servicesDownUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('No port was assigned')
  return `http://127.0.0.1:${address.port}`
}
