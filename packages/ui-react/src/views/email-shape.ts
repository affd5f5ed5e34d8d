/** SPEC §5: a plausible e-mail address (one @, a dot in the domain, no spaces); the backend checks it fully. */
export function isEmailShaped(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}
