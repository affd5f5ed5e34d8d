import { ref } from 'valtio/vanilla'
import type { Connector } from '../types.js'
import { clonePlain } from './clone.js'

/** A connector as state holds it: plain data copied, the provider kept out of proxies and snapshots. */
export function toStateConnector(connector: Connector): Connector {
  const { provider, connectors, ...data } = connector
  const copy: Connector = clonePlain(data)
  if (provider !== undefined) copy.provider = refIfObject(provider)
  if (connectors) copy.connectors = connectors.map(toStateConnector)
  return copy
}

function refIfObject(value: unknown): unknown {
  return (typeof value === 'object' && value !== null) || typeof value === 'function' ? ref(value) : value
}
