import { ERROR_MESSAGES, RETRY, formatMessage } from '@gangway/common'
import { EmailCooldownError } from '../errors/index.js'

/**
 * SPEC §5: seconds left before another e-mail login may start, or undefined when it may start now. `lastLoginAt`
 * is the stored time of the last one (SPEC §3, milliseconds; storage hands back a string). An unreadable value
 * does not block the user; a time in the future (the clock moved back) waits at most one full cooldown.
 */
export function emailCooldown(
  lastLoginAt: number | string | null | undefined,
  now: number,
  cooldownMs: number = RETRY.emailLoginCooldown,
): number | undefined {
  if (lastLoginAt === null || lastLoginAt === undefined || lastLoginAt === '') return undefined
  const last = Number(lastLoginAt)
  if (!Number.isFinite(last)) return undefined
  const leftMs = Math.min(last + cooldownMs - now, cooldownMs)
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : undefined
}

/** SPEC §5 and §8: 'Please try again after {n} seconds'. */
export function emailCooldownMessage(secondsLeft: number): string {
  return formatMessage(ERROR_MESSAGES.emailRateLimit, { n: secondsLeft })
}

/** Throws {@link EmailCooldownError} while the cooldown runs; the e-mail connector calls it before CONNECT_EMAIL. */
export function assertEmailCooldownOver(lastLoginAt: number | string | null | undefined, now: number): void {
  const secondsLeft = emailCooldown(lastLoginAt, now)
  if (secondsLeft !== undefined) throw new EmailCooldownError(secondsLeft)
}
