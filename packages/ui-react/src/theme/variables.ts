import type { ThemeVariables } from '@gangway/common'

/** The tokens a host may set through AppKit's theme variables, by their name after the prefix. */
const THEMEABLE_TOKENS = [
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
] as const

type ThemeableToken = (typeof THEMEABLE_TOKENS)[number]

/** Tokens whose bare numbers mean pixels (AppKit hosts write `'10px'`, some write `10`). */
const PIXEL_TOKENS: ReadonlySet<ThemeableToken> = new Set(['font-size-master', 'border-radius-master'])

/** AppKit's two spellings; the newer `--apkt-*` wins when a host sets both. */
const HOST_PREFIXES = ['--w3m-', '--apkt-'] as const

export const TOKEN_PREFIX = '--gw-'

export type ThemeStyle = Record<`--gw-${string}`, string>

function isThemeableToken(name: string): name is ThemeableToken {
  return (THEMEABLE_TOKENS as readonly string[]).includes(name)
}

function toCssValue(token: ThemeableToken, value: string | number): string {
  if (typeof value === 'number') return PIXEL_TOKENS.has(token) ? `${value}px` : String(value)
  return value
}

/**
 * Maps AppKit theme variables (`--w3m-accent`, `--apkt-accent`, …) onto our tokens, as a style
 * object for the element that carries the theme. Unknown names and empty values are ignored.
 */
export function themeVariablesToStyle(variables: Readonly<ThemeVariables> | undefined): ThemeStyle {
  const style: ThemeStyle = {}
  if (!variables) return style
  for (const prefix of HOST_PREFIXES) {
    for (const [name, value] of Object.entries(variables)) {
      if (!name.startsWith(prefix) || value === undefined || value === '') continue
      const token = name.slice(prefix.length)
      if (isThemeableToken(token)) style[`${TOKEN_PREFIX}${token}`] = toCssValue(token, value)
    }
  }
  return style
}
