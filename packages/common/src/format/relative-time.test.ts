import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time.js'

const NOW = Date.UTC(2025, 0, 1)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function ago(ms: number): string {
  return formatRelativeTime(NOW - ms, NOW)
}

describe('formatRelativeTime', () => {
  it('SPEC §9: seconds up to 44', () => {
    expect(ago(0)).toBe('0 sec')
    expect(ago(5 * SECOND)).toBe('5 sec')
    expect(ago(44 * SECOND)).toBe('44 sec')
  })

  it('SPEC §9: a minute up to 89 seconds', () => {
    expect(ago(45 * SECOND)).toBe('1 min')
    expect(ago(89 * SECOND)).toBe('1 min')
    expect(ago(90 * SECOND)).toBe('2 min')
  })

  it('SPEC §9: minutes up to 44', () => {
    expect(ago(44 * MINUTE)).toBe('44 min')
    expect(ago(45 * MINUTE)).toBe('1 hr')
  })

  it('SPEC §9: and so on — an hour up to 89 minutes, hours up to 21', () => {
    expect(ago(89 * MINUTE)).toBe('1 hr')
    expect(ago(90 * MINUTE)).toBe('2 hr')
    expect(ago(21 * HOUR)).toBe('21 hr')
    expect(ago(22 * HOUR)).toBe('1 d')
  })

  it('SPEC §9: and so on — a day up to 35 hours, days up to 25', () => {
    expect(ago(35 * HOUR)).toBe('1 d')
    expect(ago(36 * HOUR)).toBe('2 d')
    expect(ago(25 * DAY)).toBe('25 d')
    expect(ago(26 * DAY)).toBe('1 mo')
  })

  it('SPEC §9: and so on — a month up to 45 days, months up to 10', () => {
    expect(ago(45 * DAY)).toBe('1 mo')
    expect(ago(46 * DAY)).toBe('2 mo')
    expect(ago(304 * DAY)).toBe('10 mo')
    expect(ago(320 * DAY)).toBe('1 yr')
  })

  it('SPEC §9: and so on — a year up to 17 months, then years', () => {
    expect(ago(517 * DAY)).toBe('1 yr')
    expect(ago(548 * DAY)).toBe('2 yr')
    expect(ago(10 * 365 * DAY)).toBe('10 yr')
  })

  it('reads a future or unusable timestamp as 0 seconds ago', () => {
    expect(formatRelativeTime(NOW + HOUR, NOW)).toBe('0 sec')
    expect(formatRelativeTime(Number.NaN, NOW)).toBe('0 sec')
  })

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(Date.now() - 3 * MINUTE)).toBe('3 min')
  })

  it('says the same count and unit in the given locale', () => {
    const minutes = new Intl.NumberFormat('de', {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'narrow',
    }).format(5)
    expect(formatRelativeTime(NOW - 5 * MINUTE, NOW, 'de')).toBe(minutes)
    const years = new Intl.NumberFormat('ar', { style: 'unit', unit: 'year', unitDisplay: 'narrow' }).format(
      2,
    )
    expect(formatRelativeTime(NOW - 548 * DAY, NOW, 'ar')).toBe(years)
    expect(formatRelativeTime(NOW - 5 * MINUTE, NOW, 'ja')).not.toBe('5 min')
  })
})
