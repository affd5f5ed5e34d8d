import { formatMessage } from '@gangway/common'
import {
  formatDeadline,
  formatTokenAmount,
  isUnlimited,
  lookupToken,
  type TokenBook,
  tokenLabel,
} from './format.js'
import { VALUE, WARNING } from './messages.js'
import { asRecord, asString, type TypedDataInput, toBigInt } from './typed-data-values.js'

/** A spending right a signature grants, without a transaction from the signer. */
interface Grant {
  token: string
  spender: string
  amount: bigint
  deadline: bigint | undefined
  /** Permit2's amounts are uint160: its maximum means unlimited too. */
  uint160: boolean
}

function grantWarning(template: string, grant: Grant, tokens: TokenBook | undefined): string {
  const info = lookupToken(tokens, grant.token)
  const unlimited = isUnlimited(grant.amount, { uint160: grant.uint160 })
  const text = formatMessage(template, {
    spender: grant.spender,
    token: tokenLabel(grant.token, info),
    amount: unlimited ? VALUE.anyAmount : formatTokenAmount(grant.amount, info),
    deadline: grant.deadline === undefined ? VALUE.never : formatDeadline(grant.deadline),
  })
  return unlimited ? `${text} ${WARNING.permitUnlimited}` : text
}

/** EIP-2612 `Permit(owner, spender, value, nonce, deadline)`, or DAI's `Permit(holder, spender, nonce, expiry, allowed)`. */
function eip2612(data: TypedDataInput): Grant[] {
  const token = asString(data.domain?.verifyingContract) ?? '?'
  const spender = asString(data.message.spender) ?? '?'
  if ('allowed' in data.message) {
    // DAI's permit grants everything or revokes; revoking needs no warning.
    if (data.message.allowed !== true && data.message.allowed !== 'true') return []
    const deadline = toBigInt(data.message.expiry)
    return [
      {
        token,
        spender,
        amount: 2n ** 256n - 1n,
        deadline: deadline === 0n ? undefined : deadline,
        uint160: false,
      },
    ]
  }
  return [
    {
      token,
      spender,
      amount: toBigInt(data.message.value) ?? 0n,
      deadline: toBigInt(data.message.deadline),
      uint160: false,
    },
  ]
}

/** Permit2's `PermitDetails {token, amount, expiration}` or `TokenPermissions {token, amount}` entries. */
function permit2Entries(entries: unknown, spender: string, deadline: bigint | undefined): Grant[] {
  const list = Array.isArray(entries) ? entries : [entries]
  return list.flatMap((entry) => {
    const record = asRecord(entry)
    if (!record) return []
    const expiration = toBigInt(record.expiration)
    return [
      {
        token: asString(record.token) ?? '?',
        spender,
        amount: toBigInt(record.amount) ?? 0n,
        // An allowance lasts until its expiration; a one-time transfer permit until the signature's deadline.
        deadline: expiration ?? deadline,
        uint160: true,
      },
    ]
  })
}

const PERMIT2_ALLOWANCE = new Set(['PermitSingle', 'PermitBatch'])
const PERMIT2_TRANSFER = /^Permit(Batch)?(Witness)?TransferFrom$/

function permit2(data: TypedDataInput): Grant[] | undefined {
  const { primaryType, message } = data
  const spender = asString(message.spender) ?? '?'
  if (PERMIT2_ALLOWANCE.has(primaryType)) {
    return permit2Entries(message.details, spender, toBigInt(message.sigDeadline))
  }
  if (PERMIT2_TRANSFER.test(primaryType)) {
    return permit2Entries(message.permitted, spender, toBigInt(message.deadline))
  }
  return undefined
}

/**
 * Warnings for typed data that lets someone spend the signer's tokens: EIP-2612 (and DAI) `Permit`, and
 * Permit2's allowance and transfer permits, each naming token, amount, spender and expiry.
 */
export function detectPermit(data: TypedDataInput, tokens?: TokenBook): string[] {
  const viaPermit2 = permit2(data)
  if (viaPermit2) return viaPermit2.map((grant) => grantWarning(WARNING.permit2, grant, tokens))
  if (data.primaryType === 'Permit' && 'spender' in data.message) {
    return eip2612(data).map((grant) => grantWarning(WARNING.permit, grant, tokens))
  }
  return []
}
