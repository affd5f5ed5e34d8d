import { audienceKey } from './relay/audience.js'
import { RelayLimitError, type RelayLimitOptions, resolveRelayLimits } from './relay/limits.js'
import type { RelayServiceOptions } from './server-options.js'

/** Each limit alone, as `rate.burst` → `{ rate: { burst } }`, so every bad one is named, not only the first. */
function eachLimit(limits: RelayLimitOptions): [string, RelayLimitOptions][] {
  return Object.entries(limits).flatMap(([group, value]): [string, RelayLimitOptions][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).map(([name, leaf]) => [`${group}.${name}`, { [group]: { [name]: leaf } }])
      : [[group, { [group]: value }]],
  )
}

/**
 * Why the relay's options cannot start it: a limit that is not a positive number (the relay would throw on
 * it), or an accepted audience that no JWT could name (a silent typo would refuse every client).
 */
export function relayProblems(relay: RelayServiceOptions = {}): string[] {
  const problems: string[] = []
  for (const [name, limit] of eachLimit(relay.limits ?? {})) {
    try {
      resolveRelayLimits(limit)
    } catch (error) {
      if (!(error instanceof RelayLimitError)) throw error
      problems.push(`relay.limits.${name} (RELAY_LIMITS): must be a positive number`)
    }
  }
  if (relay.audiences?.length === 0) {
    problems.push('relay.audiences (RELAY_AUDIENCES): at least one relay URL (leave it out for the default)')
  }
  for (const [index, audience] of (relay.audiences ?? []).entries()) {
    if (audienceKey(audience) === undefined) {
      problems.push(
        `relay.audiences[${index}] (RELAY_AUDIENCES): a ws:// or wss:// URL such as wss://services.example/relay, not ${audience}`,
      )
    }
  }
  return problems
}
