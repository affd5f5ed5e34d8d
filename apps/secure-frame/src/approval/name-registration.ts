import { NAME_SUFFIXES } from '@gangway/common'
import { LABEL, VALUE } from './messages.js'
import { type ApprovalDetail, clip, printableText } from './summary.js'

/**
 * The name registry is not a contract: a name is registered by signing (personal_sign) the JSON message
 * `{"name","attributes","timestamp"}` that @gangway/core's `registrationMessage` writes, which the services
 * verify. Such a message gets its purpose and the name on top of the text itself.
 */
export function nameRegistration(text: string | undefined): ApprovalDetail[] {
  if (!text?.startsWith('{')) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return []
  }
  const { name, timestamp } = (parsed ?? {}) as { name?: unknown; timestamp?: unknown }
  if (typeof name !== 'string' || !Number.isInteger(timestamp)) return []
  if (!NAME_SUFFIXES.some((suffix) => name.endsWith(suffix))) return []
  return [
    { label: LABEL.function, value: VALUE.nameRegistration },
    { label: LABEL.registerName, ...shown(printableText(clip(name, 200))) },
  ]
}

const shown = ({ text, code }: { text: string; code: boolean }) =>
  code ? { value: text, code } : { value: text }
