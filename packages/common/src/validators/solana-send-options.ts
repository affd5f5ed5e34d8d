import { GangwayError } from '../errors/base.js'
import { RPC_ERROR_CODES } from '../errors/codes.js'

/** SPEC §5: the commitments a Solana preflight may be run at (the last five are the node's older names). */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

/** Options of a Solana sign-and-send (web3.js `SendOptions`, Wallet Standard's sign-and-send options). */
export interface SolanaSendOptions {
  skipPreflight?: boolean | undefined
  preflightCommitment?: SolanaPreflightCommitment | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/** A Solana sign-and-send option breaks SPEC §5; `option` names it. */
export class InvalidSolanaSendOptionsError extends GangwayError {
  override name = 'InvalidSolanaSendOptionsError'
  /** The offending option's name; undefined when the options themselves are not an object. */
  readonly option: keyof SolanaSendOptions | undefined

  constructor(
    problem: string,
    { option, received }: { option?: keyof SolanaSendOptions; received: unknown },
  ) {
    super(option ? `Solana send option "${option}" ${problem}` : `Solana send options ${problem}`, {
      code: RPC_ERROR_CODES.invalidParams,
      details: `Received: ${describe(received)}`,
    })
    this.option = option
  }
}

// Built by a pure call: the list joins its commitments, a call a bundler would otherwise keep in every bundle that
// includes common's index, even one that never validates Solana options.
const RULES: { option: keyof SolanaSendOptions; problem: string; valid(value: unknown): boolean }[] =
  /* @__PURE__ */ (() => [
    { option: 'skipPreflight', problem: 'must be a boolean', valid: (value) => typeof value === 'boolean' },
    {
      option: 'preflightCommitment',
      problem: `must be one of ${SOLANA_PREFLIGHT_COMMITMENTS.join(', ')}`,
      valid: (value) => (SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value),
    },
    { option: 'maxRetries', problem: 'must be a number', valid: isFiniteNumber },
    { option: 'minContextSlot', problem: 'must be a number', valid: isFiniteNumber },
  ])()

/**
 * SPEC §5 Solana sign-and-send options: skipPreflight is a boolean; preflightCommitment is one of processed,
 * confirmed, finalized, recent, single, singleGossip, root, max; maxRetries and minContextSlot are numbers
 * (finite ones: NaN and Infinity are numbers to JavaScript only). Absent options and absent fields pass; other
 * fields are left to the wallet. Throws InvalidSolanaSendOptionsError naming the first bad option; pure.
 */
export function validateSolanaSendOptions(
  options: unknown,
): asserts options is SolanaSendOptions | undefined {
  if (options === undefined) return
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new InvalidSolanaSendOptionsError('must be an object', { received: options })
  }
  const given = options as Record<string, unknown>
  for (const { option, problem, valid } of RULES) {
    const value = given[option]
    if (value !== undefined && !valid(value)) {
      throw new InvalidSolanaSendOptionsError(problem, { option, received: value })
    }
  }
}

function isFiniteNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value)
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
