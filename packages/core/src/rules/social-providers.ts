import type { SocialProvider } from '../types.js'

/** Where a Telegram mini app runs, as far as the social options care (SPEC §5). */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

const REMOVED_IN_TELEGRAM: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * SPEC §5: inside Telegram some providers cannot complete their sign-in, so they are not offered: google on iOS,
 * x on Mac, facebook and x on Android. Outside Telegram (`undefined`) every configured provider stays.
 */
export function socialsForPlatform(
  providers: readonly SocialProvider[],
  telegram: TelegramPlatform | undefined,
): SocialProvider[] {
  if (!telegram) return [...providers]
  const removed = REMOVED_IN_TELEGRAM[telegram]
  return providers.filter((provider) => !removed.includes(provider))
}

/** The Telegram platform of a mini app (`Telegram.WebApp.platform`), or undefined outside Telegram. Read at call time. */
export function detectTelegramPlatform(): TelegramPlatform | undefined {
  const webApp = (globalThis as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram?.WebApp
  if (!webApp) return undefined
  const platform = String(webApp.platform ?? '')
  if (platform === 'ios') return 'ios'
  if (platform === 'macos') return 'mac'
  if (platform === 'android' || platform === 'android_x') return 'android'
  return 'other'
}
