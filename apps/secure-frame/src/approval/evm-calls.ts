import { formatMessage } from '@gangway/common'
import { type Address, decodeFunctionData, type Hex, size } from 'viem'
import { KNOWN_CALLS_ABI, NATIVE_TOKEN_ADDRESS } from './abis.js'
import {
  formatCoin,
  formatDeadline,
  formatTokenAmount,
  isUnlimited,
  lookupToken,
  type TokenBook,
  type TokenInfo,
  tokenLabel,
} from './format.js'
import { FUNCTION_NAME, LABEL, VALUE, WARNING } from './messages.js'
import { type ApprovalDetail, clip, type SummaryPart } from './summary.js'

export interface CallContext {
  tokens?: TokenBook
  /** The active network's coin, for the swap pool's native leg. */
  native?: TokenInfo
}

/** How much raw calldata an unknown call shows (hex characters); the whole is still what gets signed. */
const RAW_DATA_SHOWN = 1_000

const line = (label: string, value: string, code = false): ApprovalDetail =>
  code ? { label, value, code } : { label, value }
const address = (label: string, value: string) => line(label, value, true)

/** An unknown call says so and shows its raw data, clipped, in monospace. */
export function unknownCall(data: Hex): SummaryPart {
  return {
    details: [
      line(LABEL.function, VALUE.unknownCall),
      line(
        LABEL.data,
        `${clip(data, RAW_DATA_SHOWN)} (${formatMessage(VALUE.bytes, { count: size(data) })})`,
        true,
      ),
    ],
    warnings: [],
  }
}

interface Decoded {
  functionName: string
  args: readonly unknown[]
}

function decode(data: Hex): Decoded | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: KNOWN_CALLS_ABI, data })
    return { functionName, args: args ?? [] }
  } catch {
    // An unknown selector, or arguments that do not decode as the known function's.
    return undefined
  }
}

function unlimitedWarning(spender: string, token: string): string {
  return formatMessage(WARNING.unlimitedApproval, { spender, token })
}

/** The amount line of an ERC-20 allowance, and its warning when it is unlimited. */
function allowance(token: Address, spender: Address, amount: bigint, ctx: CallContext, label: string) {
  const info = lookupToken(ctx.tokens, token)
  const unlimited = isUnlimited(amount)
  return {
    amount: line(label, unlimited ? VALUE.unlimited : formatTokenAmount(amount, info)),
    warnings: unlimited ? [unlimitedWarning(spender, tokenLabel(token, info))] : [],
  }
}

function erc20(decoded: Decoded, to: Address, ctx: CallContext): SummaryPart | undefined {
  const info = lookupToken(ctx.tokens, to)
  const token = address(LABEL.token, tokenLabel(to, info))
  // approve and transferFrom are also ERC-721's: unless the token is known, the number may be a token id.
  const amountLabel = info ? LABEL.amount : LABEL.amountOrTokenId
  const { functionName, args } = decoded
  if (functionName === 'transfer') {
    const [recipient, amount] = args as [Address, bigint]
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.transfer),
        token,
        line(LABEL.amount, formatTokenAmount(amount, info)),
        address(LABEL.recipient, recipient),
      ],
      warnings: [],
    }
  }
  if (functionName === 'transferFrom') {
    const [from, recipient, amount] = args as [Address, Address, bigint]
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.transferFrom),
        token,
        address(LABEL.from, from),
        address(LABEL.recipient, recipient),
        line(amountLabel, info ? formatTokenAmount(amount, info) : amount.toString()),
      ],
      warnings: [],
    }
  }
  if ((functionName === 'approve' && args.length === 2) || functionName === 'increaseAllowance') {
    const [spender, amount] = args as [Address, bigint]
    const shown = allowance(to, spender, amount, ctx, amountLabel)
    const name = functionName === 'approve' ? FUNCTION_NAME.approve : FUNCTION_NAME.increaseAllowance
    return {
      details: [line(LABEL.function, name), token, address(LABEL.spender, spender), shown.amount],
      warnings: shown.warnings,
    }
  }
  return undefined
}

function permit2Approve(decoded: Decoded, to: Address, ctx: CallContext): SummaryPart {
  const [token, spender, amount, expiration] = decoded.args as [Address, Address, bigint, number]
  const info = lookupToken(ctx.tokens, token)
  const unlimited = isUnlimited(amount, { uint160: true })
  return {
    details: [
      line(LABEL.function, FUNCTION_NAME.permit2Approve),
      address(LABEL.contract, to),
      address(LABEL.token, tokenLabel(token, info)),
      address(LABEL.spender, spender),
      line(LABEL.amount, unlimited ? VALUE.unlimited : formatTokenAmount(amount, info)),
      line(LABEL.expiration, formatDeadline(BigInt(expiration))),
    ],
    warnings: unlimited ? [unlimitedWarning(spender, tokenLabel(token, info))] : [],
  }
}

function nft(decoded: Decoded, to: Address): SummaryPart | undefined {
  const collection = address(LABEL.contract, to)
  const { functionName, args } = decoded
  if (functionName === 'setApprovalForAll') {
    const [operator, approved] = args as [Address, boolean]
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.setApprovalForAll),
        collection,
        address(LABEL.operator, operator),
        line(LABEL.approved, approved ? VALUE.yes : VALUE.no),
      ],
      warnings: approved ? [formatMessage(WARNING.setApprovalForAll, { operator, collection: to })] : [],
    }
  }
  if (functionName === 'safeTransferFrom' && args.length <= 4) {
    const [from, recipient, tokenId] = args as [Address, Address, bigint]
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.safeTransferFrom),
        collection,
        address(LABEL.from, from),
        address(LABEL.recipient, recipient),
        line(LABEL.tokenId, tokenId.toString()),
      ],
      warnings: [],
    }
  }
  if (functionName === 'safeTransferFrom') {
    const [from, recipient, id, amount] = args as [Address, Address, bigint, bigint]
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.safeTransferFrom1155),
        collection,
        address(LABEL.from, from),
        address(LABEL.recipient, recipient),
        line(LABEL.tokenId, id.toString()),
        line(LABEL.amount, amount.toString()),
      ],
      warnings: [],
    }
  }
  if (functionName === 'safeBatchTransferFrom') {
    const [from, recipient, ids, amounts] = args as [Address, Address, readonly bigint[], readonly bigint[]]
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.safeBatchTransferFrom),
        collection,
        address(LABEL.from, from),
        address(LABEL.recipient, recipient),
        line(LABEL.tokenIds, ids.join(', ')),
        line(LABEL.amounts, amounts.join(', ')),
      ],
      warnings: [],
    }
  }
  return undefined
}

/** A swap-pool leg: the native coin (its pseudo-address) in the network's coin, a token in its units. */
function leg(token: Address, amount: bigint, ctx: CallContext): string {
  if (token.toLowerCase() === NATIVE_TOKEN_ADDRESS && ctx.native) return formatCoin(amount, ctx.native)
  return `${formatTokenAmount(amount, lookupToken(ctx.tokens, token))} · ${token}`
}

function swapPool(decoded: Decoded, to: Address, ctx: CallContext): SummaryPart | undefined {
  const pool = address(LABEL.contract, to)
  const [tokenA, tokenB, amountA, amountB] = decoded.args as [Address, Address, bigint, bigint]
  if (decoded.functionName === 'swap') {
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.swap),
        pool,
        line(LABEL.tokenIn, leg(tokenA, amountA, ctx), true),
        line(LABEL.tokenOut, leg(tokenB, amountB, ctx), true),
      ],
      warnings: [],
    }
  }
  if (decoded.functionName === 'addLiquidity') {
    return {
      details: [
        line(LABEL.function, FUNCTION_NAME.addLiquidity),
        pool,
        line(LABEL.tokenA, leg(tokenA, amountA, ctx), true),
        line(LABEL.tokenB, leg(tokenB, amountB, ctx), true),
      ],
      warnings: [],
    }
  }
  return undefined
}

/**
 * What a call to `to` with `data` does, for the calls the dialog knows (ERC-20, ERC-721, ERC-1155, Permit2's
 * allowance, the Gangway swap pool); anything else is an unknown call with its raw data.
 */
export function describeCall(to: Address, data: Hex, ctx: CallContext): SummaryPart {
  const decoded = decode(data)
  if (!decoded) return unknownCall(data)
  if (decoded.functionName === 'approve' && decoded.args.length === 4) return permit2Approve(decoded, to, ctx)
  return erc20(decoded, to, ctx) ?? nft(decoded, to) ?? swapPool(decoded, to, ctx) ?? unknownCall(data)
}
