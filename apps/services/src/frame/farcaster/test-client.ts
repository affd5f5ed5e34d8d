import { createWalletClient } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { offlineConnector } from './connector.js'

export interface ApproveFarcasterSignInOptions {
  /** The `farcaster://connect?channelToken=…&nonce=…&siweUri=…&domain=…` link the frame shows. */
  url: string
  /** auth-client's `relay`, e.g. http://127.0.0.1:8787/farcaster-relay. */
  relayUrl: string
  /** The custody key of `fid`: it signs the message. */
  privateKey: Hex
  fid: number
  username?: string
  displayName?: string
  pfpUrl?: string
  bio?: string
  /** The relay's wallet key header (the stand-in takes any). */
  authKey?: string
}

function required(params: URLSearchParams, name: string): string {
  const value = params.get(name)
  if (!value) throw new Error(`The Farcaster link has no ${name}`)
  return value
}

const optionalDate = (value: string | null) => (value ? new Date(value) : undefined)

/**
 * Plays the user's Farcaster wallet (tests, Playwright through `POST /__test/farcaster/approve`): reads the
 * request from the deep link, builds the Sign In With Farcaster message with auth-client's wallet client,
 * signs it with `privateKey` and posts the approval to the relay. Throws when the relay refuses it.
 */
export async function approveFarcasterSignIn(options: ApproveFarcasterSignInOptions): Promise<void> {
  const params = new URL(options.url).searchParams
  const channelToken = required(params, 'channelToken')
  const account = privateKeyToAccount(options.privateKey)
  const wallet = createWalletClient({ relay: options.relayUrl, ethereum: offlineConnector() })
  const built = wallet.buildSignInMessage({
    address: account.address,
    fid: options.fid,
    uri: required(params, 'siweUri'),
    domain: required(params, 'domain'),
    nonce: required(params, 'nonce'),
    notBefore: optionalDate(params.get('notBefore')),
    expirationTime: optionalDate(params.get('expirationTime')),
    requestId: params.get('requestId') ?? undefined,
  })
  if (built.isError) throw new Error(`The Farcaster sign-in message cannot be built: ${built.error?.message}`)
  const signature = await account.signMessage({ message: built.message })
  const approved = await wallet.authenticate({
    channelToken,
    authKey: options.authKey ?? 'gangway-test-wallet',
    message: built.message,
    signature,
    fid: options.fid,
    ...(options.username === undefined ? {} : { username: options.username }),
    ...(options.displayName === undefined ? {} : { displayName: options.displayName }),
    ...(options.pfpUrl === undefined ? {} : { pfpUrl: options.pfpUrl }),
    ...(options.bio === undefined ? {} : { bio: options.bio }),
  })
  if (approved.isError) throw new Error(`The Farcaster relay did not answer: ${approved.error?.message}`)
  if (approved.response.status !== 201) {
    throw new Error(`The Farcaster relay refused the approval: HTTP ${approved.response.status}`)
  }
}
