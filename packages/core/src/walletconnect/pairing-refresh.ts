import { TIMING } from '@gangway/common/start'

// Read by the pairing steps, which load after start-up; the controller's state needs only pairing-expiry.ts.

/** SPEC §9: a pairing is treated as expired once 10 s or less remain (or when there is none). */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= TIMING.pairingExpiredMargin
}

/** How long until the pairing should be replaced by a fresh one. */
export function msUntilPairingRefresh(expiry: number, now: number): number {
  return Math.max(0, expiry - TIMING.pairingExpiredMargin - now)
}
