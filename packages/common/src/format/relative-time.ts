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
 */
export function formatRelativeTime(timestampMs: number, nowMs: number = Date.now()): string {
  const elapsed = Math.max(0, nowMs - timestampMs)
  const ms = Number.isFinite(elapsed) ? elapsed : 0
  const seconds = Math.round(ms / SECOND)
  const minutes = Math.round(ms / MINUTE)
  const hours = Math.round(ms / HOUR)
  const days = Math.round(ms / DAY)
  const months = Math.round(ms / MONTH)
  const years = Math.round(ms / YEAR)

  if (seconds < 45) return `${seconds} sec`
  if (minutes <= 1) return '1 min'
  if (minutes < 45) return `${minutes} min`
  if (hours <= 1) return '1 hr'
  if (hours < 22) return `${hours} hr`
  if (days <= 1) return '1 d'
  if (days < 26) return `${days} d`
  if (months <= 1) return '1 mo'
  if (months < 11) return `${months} mo`
  if (years <= 1) return '1 yr'
  return `${years} yr`
}
