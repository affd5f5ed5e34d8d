import { type Address, getAddress, type Hex, isAddress } from 'viem'

/**
 * Where the relay stand-in is mounted (development and test): auth-client's `relay` is
 * `<services>/farcaster-relay`.
 */
export const FARCASTER_RELAY_PATH = '/farcaster-relay'

/**
 * The Farcaster account tests and the sandbox sign in with: fid 20001, whose custody address (in the
 * registry stand-in) is anvil's account 9 — a published test key, never one with real funds or a real fid.
 */
export const FARCASTER_TEST_ACCOUNT = {
  fid: 20001,
  username: 'gangway-tester',
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
} as const satisfies { fid: number; username: string; address: Address; privateKey: Hex }

export interface FarcasterOptions {
  /**
   * The relay the app client talks to. Default outside production: this server's stand-in
   * (`<services>/farcaster-relay`); production has no default (Farcaster sign-in answers 503 without one).
   */
  relayUrl?: string
  /** The SIWE `uri` the wallet signs for (default: the first frame origin). */
  siweUri?: string
  /** The SIWE `domain` (default: the host of `siweUri`). */
  domain?: string
  /**
   * The custody registry stand-in, fid → custody address: the only signer accepted for an fid (the real
   * registry is a contract on Optimism). Default outside production: FARCASTER_TEST_ACCOUNT; none in
   * production.
   */
  custody?: Record<number, string>
  /**
   * fid → username; preferred over the name the wallet reports. Default outside production: the test
   * account's.
   */
  usernames?: Record<number, string>
  /** How long a sign-in request stays open, at the relay and in the signed message (default 10 minutes). */
  requestTtlMs?: number
  /** How long one connect call waits for the approval (default 25 s)… */
  pollTimeoutMs?: number
  /** …asking the relay this often (default 500 ms). */
  pollIntervalMs?: number
}

export const DEFAULT_FARCASTER_REQUEST_TTL_MS = 10 * 60_000
export const DEFAULT_FARCASTER_POLL_TIMEOUT_MS = 25_000
export const DEFAULT_FARCASTER_POLL_INTERVAL_MS = 500

/** fid → custody address and username: what the Optimism ID registry and the hubs tell a real relay. */
export class CustodyRegistry {
  private readonly custody = new Map<number, Address>()
  private readonly usernames = new Map<number, string>()

  constructor(custody: Record<number, string>, usernames: Record<number, string>) {
    for (const [fid, address] of Object.entries(custody)) {
      if (!isAddress(address)) throw new Error(`Invalid custody address for fid ${fid}: ${address}`)
      this.custody.set(Number(fid), getAddress(address))
    }
    for (const [fid, username] of Object.entries(usernames)) this.usernames.set(Number(fid), username)
  }

  /** Outside production the test account is registered; production registers only what it is given. */
  static forMode(production: boolean, options: FarcasterOptions): CustodyRegistry {
    const { fid, address, username } = FARCASTER_TEST_ACCOUNT
    return new CustodyRegistry(
      options.custody ?? (production ? {} : { [fid]: address }),
      options.usernames ?? (production ? {} : { [fid]: username }),
    )
  }

  custodyOf(fid: number): Address | undefined {
    return this.custody.get(fid)
  }

  usernameOf(fid: number): string | undefined {
    return this.usernames.get(fid)
  }
}
