/** One line for logs: viem's short message when there is one (its full message spans many lines). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const short = (error as { shortMessage?: unknown }).shortMessage
    return typeof short === 'string' ? short : error.message
  }
  return String(error)
}
