import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']

/** A relay URL as compared: scheme, host and path; the query and fragment are not part of the relay's name. */
export function audienceKey(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return undefined
  }
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === 'localhost'
}

const hostOf = (address: string, family: string) => (family === 'IPv6' ? `[${address}]` : address)

/** Names a client can reach the server by: loopback's, and on a wildcard bind every interface's address. */
function listeningHosts({ address, family }: AddressInfo): string[] {
  if (isLoopback(address)) return LOOPBACK_NAMES
  if (address !== '0.0.0.0' && address !== '::') return [hostOf(address, family)]
  const interfaces = Object.values(networkInterfaces()).flatMap((list) => list ?? [])
  return [...LOOPBACK_NAMES, ...interfaces.map((item) => hostOf(item.address, item.family))]
}

/**
 * The relay URLs a client of this server can have connected to when none are configured: the address and
 * port it listens on (every loopback name on loopback). Behind a proxy (wss://relay.example/relay) the
 * public URL is not knowable here and must be configured.
 */
export function listeningAudiences(address: AddressInfo | string | null, path: string): string[] {
  if (address === null || typeof address === 'string') return []
  return listeningHosts(address).flatMap((host) =>
    ['ws', 'wss'].map((scheme) => `${scheme}://${host}:${address.port}${path}`),
  )
}

/** Whether a JWT's `aud` names one of the accepted relay URLs. */
export class Audiences {
  #keys = new Set<string>()

  accept(urls: readonly string[]): void {
    for (const url of urls) {
      const key = audienceKey(url)
      if (key !== undefined) this.#keys.add(key)
    }
  }

  has(aud: unknown): boolean {
    if (typeof aud !== 'string') return false
    const key = audienceKey(aud)
    return key !== undefined && this.#keys.has(key)
  }
}
