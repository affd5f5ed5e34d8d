import { formatMessage } from '@gangway/common'
import { LABEL, VALUE } from './messages.js'
import { detectPermit } from './permits.js'
import { type ApprovalDetail, type ApprovalSummary, buildSummary, clip, printableText } from './summary.js'
import { type EvmSummaryContext, otherChainWarning } from './transaction-summary.js'
import {
  asRecord,
  readTypes,
  type TypedDataInput,
  type TypedField,
  type TypedTypes,
  toBigInt,
} from './typed-data-values.js'
import { evmNetworkName } from './networks.js'

/** A message nested deeper, or with more values, than a person can read is cut (what is signed is the whole). */
const MAX_DEPTH = 12
const MAX_NODES = 1_000
const MAX_TEXT = 500

interface Budget {
  nodes: number
}

const ARRAY = /^(.+)\[(\d*)\]$/

/** One value by its EIP-712 type: a struct or an array as a nested list, the rest as text. */
function node(name: string, type: string, value: unknown, types: TypedTypes, depth: number, budget: Budget) {
  budget.nodes += 1
  // Field names come from the dapp too: a hidden or direction-changing character must not disguise one.
  const label = printableText(clip(name, 100)).text
  const array = ARRAY.exec(type)
  if (array && Array.isArray(value) && depth < MAX_DEPTH) {
    const [, itemType = ''] = array
    return {
      label,
      children: children(
        value.map((item, i) => [`[${i}]`, itemType, item]),
        types,
        depth,
        budget,
      ),
    }
  }
  const struct = types[type]
  const record = asRecord(value)
  if (struct && record && depth < MAX_DEPTH) {
    return {
      label,
      children: children(
        struct.map((field: TypedField) => [field.name, field.type, record[field.name]]),
        types,
        depth,
        budget,
      ),
    }
  }
  return leaf(label, type, value)
}

function children(
  entries: [string, string, unknown][],
  types: TypedTypes,
  depth: number,
  budget: Budget,
): ApprovalDetail[] {
  const shown: ApprovalDetail[] = []
  for (const [index, [label, type, value]] of entries.entries()) {
    if (budget.nodes >= MAX_NODES) {
      shown.push({
        label: LABEL.more,
        value: formatMessage(VALUE.truncated, { count: entries.length - index }),
      })
      break
    }
    shown.push(node(label, type, value, types, depth + 1, budget))
  }
  return shown
}

function leaf(label: string, type: string, value: unknown): ApprovalDetail {
  if (/^u?int\d*$/.test(type)) {
    const number = toBigInt(value)
    if (number !== undefined) return { label, value: number.toString() }
  }
  if (type === 'address' || type.startsWith('bytes')) {
    return { label, value: printableText(clip(String(value), MAX_TEXT)).text, code: true }
  }
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  const shown = printableText(clip(text, MAX_TEXT))
  return shown.code ? { label, value: shown.text, code: true } : { label, value: shown.text }
}

/** The domain's standard fields, in EIP-712's order, those that are there. */
function domainDetails(domain: Record<string, unknown>): ApprovalDetail[] {
  const details: ApprovalDetail[] = []
  const text = (label: string, value: unknown) => {
    if (typeof value === 'string') details.push({ label, ...toShown(printableText(clip(value, 200))) })
  }
  text(LABEL.domainName, domain.name)
  text(LABEL.domainVersion, domain.version)
  const chainId = toBigInt(domain.chainId)
  if (chainId !== undefined) details.push({ label: LABEL.chainId, value: evmNetworkName(chainId) })
  if (typeof domain.verifyingContract === 'string') {
    details.push({ label: LABEL.verifyingContract, value: clip(domain.verifyingContract, 100), code: true })
  }
  if (typeof domain.salt === 'string')
    details.push({ label: LABEL.salt, value: clip(domain.salt, 100), code: true })
  return details
}

const toShown = ({ text, code }: { text: string; code: boolean }) =>
  code ? { value: text, code } : { value: text }

/**
 * The dialog's summary of `eth_signTypedData_v4`: the domain, the primary type and the whole message as a tree
 * (only the fields its type declares: those are what is signed), with warnings for permits and for a domain
 * bound to another chain.
 */
export function summarizeTypedData(data: TypedDataInput, ctx: EvmSummaryContext): ApprovalSummary {
  const types = readTypes(data.types)
  const domain = data.domain ?? {}
  const budget: Budget = { nodes: 0 }
  const primary = types[data.primaryType]
  const message: ApprovalDetail = primary
    ? node(LABEL.message, data.primaryType, data.message, types, 0, budget)
    : leaf(LABEL.message, 'string', data.message)
  const details: ApprovalDetail[] = [
    { label: LABEL.domain, children: domainDetails(domain) },
    { label: LABEL.primaryType, ...toShown(printableText(clip(data.primaryType, 200))) },
    message,
  ]
  const chainId = toBigInt(domain.chainId)
  const warnings = [...otherChainWarning(chainId, ctx.chain), ...detectPermit(data, ctx.tokens)]
  return buildSummary('signature', details, warnings)
}
