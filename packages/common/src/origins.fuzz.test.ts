import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './origins.js'

/**
 * isOriginAllowed against a reference written plainly: origins and entries are generated as parts (scheme,
 * labels, port) and the reference compares those parts label by label, never parsing a string.
 */

const DEFAULT_PORT = { http: 80, https: 443 } as const
type Scheme = keyof typeof DEFAULT_PORT

/** Few labels, so generated origins and entries often share them (a fuzzer with random text never would). */
const label = fc.constantFrom(
  'a',
  'b',
  'example',
  'com',
  'localhost',
  'evil',
  'app-1',
  'x_y',
  'xn--bcher-kva',
)
const scheme = fc.constantFrom<Scheme>('http', 'https')
const port = fc.constantFrom(80, 443, 3000, 5173, 8443)

interface OriginParts {
  scheme: Scheme
  labels: string[]
  trailingDot: boolean
  port: number | undefined
}

interface PatternParts {
  scheme: Scheme
  labels: string[]
  trailingDot: boolean
  /** `'*'` as `host:*`, `'suffix'` as `host*` (any port or none). */
  port: number | '*' | 'suffix' | undefined
}

const originParts: fc.Arbitrary<OriginParts> = fc.record({
  scheme,
  labels: fc.array(label, { minLength: 1, maxLength: 4 }),
  trailingDot: fc.boolean(),
  port: fc.option(port, { nil: undefined }),
})

const patternParts: fc.Arbitrary<PatternParts> = fc
  .record({
    scheme,
    labels: fc.array(fc.oneof(label, fc.constant('*')), { minLength: 1, maxLength: 4 }),
    trailingDot: fc.boolean(),
    port: fc.option(fc.oneof(port, fc.constantFrom<'*' | 'suffix'>('*', 'suffix')), { nil: undefined }),
  })
  // `example.com.*` reads as a wildcard label, not as `example.com.` on any port: not what these parts mean.
  .filter((parts) => !(parts.trailingDot && parts.port === 'suffix'))

/** An entry made from an origin, kept or loosened part by part, so that many pairs match (or nearly). */
function derivedPair(): fc.Arbitrary<[OriginParts, PatternParts]> {
  return originParts.chain((origin) =>
    fc
      .record({
        scheme: fc.oneof(
          { arbitrary: fc.constant(origin.scheme), weight: 5 },
          { arbitrary: scheme, weight: 1 },
        ),
        labels: fc.tuple(
          ...origin.labels.map((name) =>
            fc.oneof(
              { arbitrary: fc.constant(name), weight: 3 },
              { arbitrary: fc.constant('*'), weight: 2 },
              { arbitrary: label, weight: 1 },
            ),
          ),
        ),
        extraLabels: fc.array(fc.oneof(label, fc.constant('*')), { maxLength: 1 }),
        trailingDot: fc.oneof(
          { arbitrary: fc.constant(origin.trailingDot), weight: 5 },
          { arbitrary: fc.boolean(), weight: 1 },
        ),
        port: fc.oneof(
          fc.constant(origin.port),
          fc.constantFrom<'*' | 'suffix'>('*', 'suffix'),
          fc.option(port, { nil: undefined }),
        ),
      })
      .filter((parts) => !(parts.trailingDot && parts.port === 'suffix'))
      .map(({ extraLabels, labels, ...parts }): [OriginParts, PatternParts] => [
        origin,
        { ...parts, labels: [...extraLabels, ...labels] },
      ]),
  )
}

const pair = fc.oneof(fc.tuple(originParts, patternParts), derivedPair())

function originText(parts: OriginParts): string {
  const host = parts.labels.join('.') + (parts.trailingDot ? '.' : '')
  return `${parts.scheme}://${host}${parts.port === undefined ? '' : `:${parts.port}`}`
}

function patternText(parts: PatternParts): string {
  const host = parts.labels.join('.') + (parts.trailingDot ? '.' : '')
  if (parts.port === undefined) return `${parts.scheme}://${host}`
  if (parts.port === 'suffix') return `${parts.scheme}://${host}*`
  return `${parts.scheme}://${host}:${parts.port}`
}

/** The rules of SPEC §5 as isOriginAllowed documents them, on parts. */
function reference(origin: OriginParts, pattern: PatternParts): boolean {
  // A browser never writes the default port: such a string is not an origin.
  if (origin.port === DEFAULT_PORT[origin.scheme]) return false
  // `*` is never the rightmost label.
  if (pattern.labels[pattern.labels.length - 1] === '*') return false
  if (origin.scheme !== pattern.scheme) return false
  const originPort = origin.port ?? DEFAULT_PORT[origin.scheme]
  const anyPort = pattern.port === '*' || pattern.port === 'suffix'
  const patternPort = pattern.port === undefined ? DEFAULT_PORT[pattern.scheme] : pattern.port
  if (!anyPort && patternPort !== originPort) return false
  const originLabels = origin.trailingDot ? [...origin.labels, ''] : origin.labels
  const patternLabels = pattern.trailingDot ? [...pattern.labels, ''] : pattern.labels
  if (originLabels.length !== patternLabels.length) return false
  for (let index = 0; index < patternLabels.length; index++) {
    const wanted = patternLabels[index]
    const actual = originLabels[index]
    if (wanted === '*') {
      if (actual === '') return false
    } else if (wanted !== actual) {
      return false
    }
  }
  return true
}

/** Upper-cases the letters picked by `mask` (case must not matter). */
function recase(text: string, mask: readonly boolean[]): string {
  return [...text].map((char, index) => (mask[index % mask.length] ? char.toUpperCase() : char)).join('')
}

/** What an attacker inserts to make a string look like an allowed origin to a text matcher. */
const injection = fc.constantFrom(
  '@',
  '@evil.com',
  '/',
  '/.example.com',
  '?',
  '#',
  ' ',
  '\\',
  '%2e',
  '\n',
  ':@',
)

describe('isOriginAllowed (fuzzed against a reference matcher)', () => {
  it('agrees with the label-by-label reference, whatever the case', () => {
    let matched = 0
    fc.assert(
      fc.property(pair, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), ([origin, pattern], mask) => {
        const expected = reference(origin, pattern)
        if (expected) matched++
        expect(isOriginAllowed(originText(origin), [patternText(pattern)])).toBe(expected)
        expect(isOriginAllowed(recase(originText(origin), mask), [recase(patternText(pattern), mask)])).toBe(
          expected,
        )
      }),
      { numRuns: 3000 },
    )
    // The run is worth something only if it reached matching pairs, not just refusals.
    expect(matched).toBeGreaterThan(100)
  })

  it('a wildcard that matches stands for exactly one label', () => {
    fc.assert(
      fc.property(derivedPair(), ([origin, pattern]) => {
        if (!isOriginAllowed(originText(origin), [patternText(pattern)])) return
        expect(origin.labels.length + Number(origin.trailingDot)).toBe(
          pattern.labels.length + Number(pattern.trailingDot),
        )
      }),
      { numRuns: 2000 },
    )
  })

  it('an origin with anything inserted into its authority matches no entry', () => {
    fc.assert(
      fc.property(
        originParts,
        fc.array(patternParts, { maxLength: 4 }),
        injection,
        fc.nat(),
        (origin, patterns, text, at) => {
          const authority = originText(origin)
          const start = `${origin.scheme}://`.length
          const position = start + (at % (authority.length - start + 1))
          const hostile = authority.slice(0, position) + text + authority.slice(position)
          // Every entry that would match the honest origin, plus wildcards everywhere they are allowed.
          const entries = [...patterns.map(patternText), `${origin.scheme}://*.${origin.labels.at(-1)}:*`]
          expect(isOriginAllowed(hostile, entries)).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('never throws, and matches only browser-serialised origins, whatever the strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.array(fc.string({ unit: 'binary' }), { maxLength: 3 }),
        (origin, patterns) => {
          const allowed = isOriginAllowed(origin, [...patterns, 'http://*.a:*', 'https://*.*.a'])
          if (allowed) expect(new URL(origin.toLowerCase()).origin).toBe(origin.toLowerCase())
        },
      ),
      { numRuns: 2000 },
    )
  })
})
