/**
 * The message to show for a failure: the short message our errors carry (GangwayError, viem),
 * else `fallback`, so a person never sees a stack trace or an empty banner.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { shortMessage } = error as { shortMessage?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  }
  return fallback
}
