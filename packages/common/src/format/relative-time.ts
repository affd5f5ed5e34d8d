const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** moment.js's month: 146097 days per 400 years / 4800 months. */
const MONTH = (DAY * 146_097) / 4800
const YEAR = 12 * MONTH

/**
 * SPEC §9 relative-time thresholds, the moment.js ones: each unit is the elapsed time rounded to that unit.
 * seconds up to 44 → 'N sec'; up to 89 s → '1 min'; minutes up to 44 → 'N min'; up to 89 min → '1 hr';
 * hours up to 21 → 'N hr'; up to 35 hr → '1 d'; days up to 25 → 'N d'; up to 45 d → '1 mo';
 * months up to 10 → 'N mo'; up to 17 mo → '1 yr'; then 'N yr'.
 * A timestamp in the future (clock skew) or not a number reads as 0 seconds ago.
 * Those are the English labels; any other `locale` gets the same count and unit in its own words, through
 * `Intl.NumberFormat`'s narrow units (e.g. '5 分', '5 דק׳').
 */
export function formatRelativeTime(timestampMs: number, nowMs: number = Date.now(), locale = 'en'): string {
  const [count, unit] = elapsedUnit(timestampMs, nowMs)
  if (locale === 'en') return `${count} ${ENGLISH_UNIT[unit]}`
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(count)
}

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

const ENGLISH_UNIT: Record<Unit, string> = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
}

function elapsedUnit(timestampMs: number, nowMs: number): [number, Unit] {
  const elapsed = Math.max(0, nowMs - timestampMs)
  const ms = Number.isFinite(elapsed) ? elapsed : 0
  const seconds = Math.round(ms / SECOND)
  const minutes = Math.round(ms / MINUTE)
  const hours = Math.round(ms / HOUR)
  const days = Math.round(ms / DAY)
  const months = Math.round(ms / MONTH)
  const years = Math.round(ms / YEAR)

  if (seconds < 45) return [seconds, 'second']
  if (minutes <= 1) return [1, 'minute']
  if (minutes < 45) return [minutes, 'minute']
  if (hours <= 1) return [1, 'hour']
  if (hours < 22) return [hours, 'hour']
  if (days <= 1) return [1, 'day']
  if (days < 26) return [days, 'day']
  if (months <= 1) return [1, 'month']
  if (months < 11) return [months, 'month']
  if (years <= 1) return [1, 'year']
  return [years, 'year']
}
