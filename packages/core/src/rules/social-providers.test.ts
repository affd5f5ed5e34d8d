import { afterEach, describe, expect, it } from 'vitest'
import type { SocialProvider } from '../types.js'
import { detectTelegramPlatform, socialsForPlatform } from './social-providers.js'

const ALL: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('socialsForPlatform (SPEC §5 Telegram filters)', () => {
  it('keeps every provider outside Telegram, in the given order', () => {
    expect(socialsForPlatform(ALL, undefined)).toEqual(ALL)
  })

  it('removes google on iOS, x on Mac, facebook and x on Android', () => {
    expect(socialsForPlatform(ALL, 'ios')).toEqual(ALL.filter((p) => p !== 'google'))
    expect(socialsForPlatform(ALL, 'mac')).toEqual(ALL.filter((p) => p !== 'x'))
    expect(socialsForPlatform(ALL, 'android')).toEqual(ALL.filter((p) => p !== 'x' && p !== 'facebook'))
    expect(socialsForPlatform(ALL, 'other')).toEqual(ALL)
  })
})

describe('detectTelegramPlatform', () => {
  const scope = globalThis as { Telegram?: unknown }
  afterEach(() => {
    delete scope.Telegram
  })

  it("reads Telegram's WebApp platform, and nothing outside Telegram", () => {
    expect(detectTelegramPlatform()).toBeUndefined()
    for (const [platform, expected] of [
      ['ios', 'ios'],
      ['macos', 'mac'],
      ['android', 'android'],
      ['tdesktop', 'other'],
    ] as const) {
      scope.Telegram = { WebApp: { platform } }
      expect(detectTelegramPlatform()).toBe(expected)
    }
  })
})
