import { APPROVAL_TEXT } from './messages.js'

/** What the approval dialog shows for one request, built before the visitor is asked. */
export interface ApprovalSummary {
  /** Sets the heading: "Approve transaction" or "Signature request". */
  kind: 'transaction' | 'signature'
  /** Shown first, in the error colour: what could cost the visitor more than the request seems to say. */
  warnings?: string[]
  details: ApprovalDetail[]
}

/** One labelled line of the dialog; with children it is a nested list (a decoded call, a typed-data struct). */
export interface ApprovalDetail {
  label: string
  value?: string
  /** Monospace, wrapped anywhere (addresses, hex). */
  code?: boolean
  children?: ApprovalDetail[]
}

/** The dialog's heading for a kind of request, read when shown so it is in the frame's locale. */
export function approvalHeading(kind: ApprovalSummary['kind']): string {
  return kind === 'transaction' ? APPROVAL_TEXT.headingTransaction : APPROVAL_TEXT.headingSignature
}

/** A summary part: its lines and its warnings, merged into one summary by the caller. */
export interface SummaryPart {
  details: ApprovalDetail[]
  warnings: string[]
}

/** The summary with `warnings` left out when there are none (the dialog then shows no warning block). */
export function buildSummary(
  kind: ApprovalSummary['kind'],
  details: ApprovalDetail[],
  warnings: string[],
): ApprovalSummary {
  return warnings.length > 0 ? { kind, warnings, details } : { kind, details }
}

/** A request the visitor approved or rejected, then ran. */
export interface ApprovalAction {
  summary: ApprovalSummary
  /** The summary built again from the same request, in the locale shown now (a SYNC_LOCALE relabels the dialog). */
  describe?: () => ApprovalSummary
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

const UNPRINTABLE_ALL = new RegExp(UNPRINTABLE.source, 'g')

/** Text as it can be shown: as is when printable, else with each hidden or direction-changing character as `\uXXXX`. */
export function printableText(text: string): { text: string; code: boolean } {
  if (!UNPRINTABLE.test(text)) return { text, code: false }
  const escaped = text.replace(UNPRINTABLE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return { text: escaped, code: true }
}

export function clip(text: string, max = MAX_SHOWN): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** An action's summary now, and the way to build it again in the locale shown later (a SYNC_LOCALE). */
export function described(describe: () => ApprovalSummary): Pick<ApprovalAction, 'summary' | 'describe'> {
  return { summary: describe(), describe }
}
