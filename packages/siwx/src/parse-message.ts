import { isCaipNetworkId } from '@gangway/common'
import type { SIWXMessage } from '@gangway/common'
import { getAddress } from 'viem'
import { SIWXMessageError } from './errors.js'
import { accountNameOf, EIP155_REFERENCE, isTimestamp } from './informal-messenger.js'

const FIRST_LINE = /^(\S+) wants you to sign in with your (.+) account:$/

/**
 * Reads InformalMessenger's text (CAIP-122; EIP-4361 for eip155) back into its fields. Strict, line by line: a
 * server checks the text the wallet signed, so anything InformalMessenger would not write (a missing or unknown
 * line, a lowercase eip155 address, a field out of order) throws SIWXMessageError instead of being guessed at.
 * Whatever it accepts, `stringify` writes back to the same text.
 */
export function parseSIWXMessage(text: string): SIWXMessage.Data {
  const lines = text.split('\n')
  let index = 0
  /** Throws for line `at` (default: the line being read), quoting it so the log shows what was there. */
  const fail = (message: string, at = index): never => {
    const line = lines[at]
    throw new SIWXMessageError(message, {
      details: line === undefined ? 'The message ends early.' : `Line ${at + 1}: ${JSON.stringify(line)}`,
    })
  }
  /** The value of `Label: value` when the current line is that one; a missing required line throws. */
  const field = (label: string, kind: 'required' | 'optional', check?: (value: string) => boolean) => {
    const line = lines[index]
    if (!line?.startsWith(`${label}: `)) {
      return kind === 'required' ? fail(`The message has no "${label}" line.`) : undefined
    }
    const value = line.slice(label.length + 2)
    if (check && !check(value)) fail(`Invalid "${label}" value.`)
    index++
    return value
  }

  // A carriage return would survive parsing inside a field but could never be written back.
  if (text.includes('\r')) {
    fail('The message contains a carriage return.', text.slice(0, text.indexOf('\r')).split('\n').length - 1)
  }

  const header = FIRST_LINE.exec(lines[index] ?? '')
  if (!header) fail('The message does not start with "… wants you to sign in with your … account:".')
  const [, domain, accountName] = header as unknown as [string, string, string]
  index++

  const accountAddress = lines[index]
  if (!accountAddress || /\s/.test(accountAddress)) return fail('Invalid account address line.')
  const addressLine = index++
  if (lines[index] !== '') fail('Expected a blank line after the address.')
  index++
  // EIP-4361: `address LF LF [statement LF] LF`, so a second blank line here means there is no statement.
  let statement: string | undefined
  if (lines[index] === undefined) fail('The message ends early.')
  if (lines[index] !== '') {
    statement = lines[index++]
    if (lines[index] !== '') fail('Expected a blank line after the statement.')
  }
  index++

  const uri = field('URI', 'required', isWord)!
  const version = field('Version', 'required', isWord)!
  const chainIdLine = index
  const chainId = readChainId(field('Chain ID', 'required')!, accountName, (message) =>
    fail(message, chainIdLine),
  )
  if (chainId.startsWith('eip155:') && checksumOf(accountAddress) !== accountAddress) {
    fail('The eip155 address is not in its EIP-55 checksum form.', addressLine)
  }
  const nonce = field('Nonce', 'required', isWord)!
  const issuedAt = field('Issued At', 'required', isTimestamp)!
  const expirationTime = field('Expiration Time', 'optional', isTimestamp)
  const notBefore = field('Not Before', 'optional', isTimestamp)
  const requestId = field('Request ID', 'optional')
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index++
    resources = []
    for (let line = lines[index]; line?.startsWith('- '); line = lines[++index]) resources.push(line.slice(2))
  }
  if (index < lines.length) fail('Unexpected line.')

  return {
    domain,
    accountAddress,
    ...(statement !== undefined ? { statement } : {}),
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    ...(expirationTime !== undefined ? { expirationTime } : {}),
    ...(notBefore !== undefined ? { notBefore } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
}

/** EIP-4361 carries the bare EIP-155 reference; every other namespace the whole CAIP-2 id, named in line one. */
function readChainId(text: string, accountName: string, fail: (message: string) => never) {
  if (accountName === accountNameOf('eip155')) {
    if (!EIP155_REFERENCE.test(text)) return fail('Invalid eip155 "Chain ID".')
    return `eip155:${text}` as const
  }
  if (!isCaipNetworkId(text) || text.startsWith('eip155:')) return fail('Invalid "Chain ID".')
  const namespace = text.slice(0, text.indexOf(':'))
  if (accountNameOf(namespace) !== accountName) {
    return fail(`"Chain ID" is a ${namespace} network, but the message asks for a ${accountName} account.`)
  }
  return text
}

function isWord(value: string): boolean {
  return value !== '' && !/\s/.test(value)
}

function checksumOf(address: string): string | undefined {
  try {
    return getAddress(address)
  } catch {
    return undefined
  }
}
