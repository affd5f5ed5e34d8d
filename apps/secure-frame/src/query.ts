import { type Locale, resolveLocale } from '@gangway/common'
import type { FrameChainId } from './chains.js'

/**
 * What the app puts in the frame URL (SPEC §7): `?projectId&chainId&version&enableLogger&origin`, and ours,
 * `locale` (the app's `locale` option).
 */
export interface FrameQuery {
  projectId?: string
  chainId?: FrameChainId
  /** The app's SDK version; informational. */
  version?: string
  /** The shipped locale the app's tag resolves to; English when absent or unknown. */
  locale: Locale
}

const PROJECT_ID = /^[\w-]{1,128}$/

/** Reads the frame URL's query. A decimal chain id becomes a number, as the protocol carries EVM ids. */
export function readFrameQuery(search: string): FrameQuery {
  const query = new URLSearchParams(search)
  const projectId = query.get('projectId') ?? ''
  const chainId = query.get('chainId') ?? ''
  const version = query.get('version') ?? ''
  return {
    locale: resolveLocale(query.get('locale')),
    ...(PROJECT_ID.test(projectId) ? { projectId } : {}),
    ...(chainId ? { chainId: /^\d{1,15}$/.test(chainId) ? Number(chainId) : chainId.slice(0, 64) } : {}),
    ...(version ? { version: version.slice(0, 64) } : {}),
  }
}
