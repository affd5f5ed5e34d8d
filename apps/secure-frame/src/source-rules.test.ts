import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = new URL('.', import.meta.url).pathname

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

describe('frame sources', () => {
  const files = sources(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

  it.each([
    ['innerHTML / outerHTML / insertAdjacentHTML', /\.(inner|outer)HTML\b|insertAdjacentHTML/],
    ['eval or new Function', /\beval\(|new Function\(/],
    // The frame's storage is its IndexedDB, reached through keys/store.ts alone (checked below).
    ['localStorage / sessionStorage / cookies', /localStorage|sessionStorage|document\.cookie/],
    ["postMessage to '*'", /postMessage\([^)]*['"]\*['"]/],
    ['console logging', /console\.(log|info|debug|warn|error)/],
  ])('use no %s', (_, pattern) => {
    expect(files.filter(({ text }) => pattern.test(text)).map(({ path }) => path)).toEqual([])
  })

  it('reach IndexedDB only through keys/store.ts', () => {
    const direct = files.filter(({ text }) => /indexedDB|from 'idb-keyval'/.test(text))
    expect(direct.map(({ path }) => path.slice(SRC.length))).toEqual(['keys/store.ts'])
  })

  it('keep every file under 400 lines', () => {
    expect(files.filter(({ text }) => text.split('\n').length > 400).map(({ path }) => path)).toEqual([])
  })
})
