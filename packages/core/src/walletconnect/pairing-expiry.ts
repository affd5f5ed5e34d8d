import { TIMING } from '@gangway/common/start'

/** SPEC §9: a pairing URI lives 4 minutes. */
export function pairingExpiryFrom(now: number): number {
  return now + TIMING.pairingExpiry
}
