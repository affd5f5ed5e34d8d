import { type Hex, isAddressEqual, verifyMessage } from 'viem'
import { parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { ServiceError } from '../../http/errors.js'
import type { CustodyRegistry } from './config.js'

/** What auth-client's messages carry (FIP-11): the statement, OP mainnet, and one fid resource. */
const STATEMENTS = ['Farcaster Auth', 'Farcaster Connect']
const CHAIN_ID = 10
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/

const invalid = () => new ServiceError(401, 'Farcaster signature not valid')

/** What the app expects the wallet to have signed. */
export interface ExpectedSignIn {
  nonce: string
  domain: string
  siweUri: string
  now: Date
}

function parse(message: string): Partial<SiweMessage> {
  try {
    return parseSiweMessage(message)
  } catch {
    throw invalid()
  }
}

/** The one fid the message is about (`farcaster://fid/<fid>`); a message with none or several is invalid. */
function fidOf(message: Partial<SiweMessage>): number {
  const fids = (message.resources ?? []).flatMap((resource) => FID_RESOURCE.exec(resource)?.[1] ?? [])
  if (fids.length !== 1) throw invalid()
  return Number(fids[0])
}

/**
 * Sign In With Farcaster, verified here instead of by auth-client's `verifySignInMessage` (which asks the
 * ID registry on Optimism for the fid's custody address): the message is parsed and checked field by field
 * against this request (nonce, domain, uri, lifetime), and its signature recovered locally and compared with
 * the custody address the registry stand-in holds for the fid. Auth addresses are not accepted. The fid, or
 * 401.
 */
export async function verifySignIn(
  signIn: { message: string; signature: Hex },
  expected: ExpectedSignIn,
  registry: CustodyRegistry,
): Promise<number> {
  const message = parse(signIn.message)
  if (
    !STATEMENTS.includes(message.statement ?? '') ||
    message.chainId !== CHAIN_ID ||
    message.version !== '1'
  ) {
    throw invalid()
  }
  if (
    message.nonce !== expected.nonce ||
    message.domain !== expected.domain ||
    message.uri !== expected.siweUri
  ) {
    throw invalid()
  }
  const time = expected.now.getTime()
  const { expirationTime, notBefore } = message
  if (expirationTime && !(time < expirationTime.getTime())) {
    throw new ServiceError(401, 'Farcaster sign-in expired: start again')
  }
  if (notBefore && !(time >= notBefore.getTime())) throw invalid()
  const fid = fidOf(message)
  const custody = registry.custodyOf(fid)
  if (!custody || !message.address || !isAddressEqual(message.address, custody)) throw invalid()
  const valid = await verifyMessage({
    address: custody,
    message: signIn.message,
    signature: signIn.signature,
  }).catch(() => false)
  if (!valid) throw invalid()
  return fid
}
