/** What the approval dialog shows for one request, built before the visitor is asked. */
export interface ApprovalSummary {
  /** Sets the heading: "Approve transaction" or "Signature request". */
  kind: 'transaction' | 'signature'
  details: ApprovalDetail[]
}

export interface ApprovalDetail {
  label: string
  value: string
  /** Monospace, wrapped anywhere (addresses, hex). */
  code?: boolean
}

export const APPROVAL_HEADINGS: Record<ApprovalSummary['kind'], string> = {
  transaction: 'Approve transaction',
  signature: 'Signature request',
}

/** A request the visitor approved or rejected, then ran. */
export interface ApprovalAction {
  summary: ApprovalSummary
  run(): Promise<unknown>
}

const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/
/** Longest text a detail shows; the rest is cut with an ellipsis (the full value is still what gets signed). */
const MAX_SHOWN = 2_000

/** `bytes` as text when they are valid UTF-8 with nothing unprintable or direction-changing; else undefined. */
export function printableUtf8(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  return UNPRINTABLE.test(text) ? undefined : text
}

export function clip(text: string, max = MAX_SHOWN): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
