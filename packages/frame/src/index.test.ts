import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as frameSide from './frame/index.js'
import * as frame from './index.js'

const repo = path.resolve(import.meta.dirname, '../../..')

/** Non-test TypeScript files under `dir`. */
function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('@gangway/frame entries', () => {
  it('exports the app side and the protocol; the frame side has its own entry', () => {
    for (const name of [
      'createFrameMessenger',
      'FRAME_PROTOCOL',
      'isAllowedFrameRpc',
      'emailCooldown',
      'shouldCreateFrameAtStart',
    ]) {
      expect(frame).toHaveProperty(name)
    }
    expect(frame).not.toHaveProperty('createFrameEndpoint')
    expect(frameSide).toHaveProperty('createFrameEndpoint')
    expect(frameSide).toHaveProperty('FRAME_PROTOCOL')
  })

  it('touches no window or document at import time', () => {
    expect('window' in globalThis).toBe(false)
    expect('document' in globalThis).toBe(false)
  })

  // Size rule (issue 11): a host without e-mail or social login must not carry the frame in its first chunk, so
  // start-up packages may reach it only through a module that they themselves load with a dynamic import().
  it('is never imported statically by a start-up package, except by modules only loaded with import()', () => {
    const startUp = ['core', 'react', 'html', 'ui-react'].map((name) =>
      path.join(repo, 'packages', name, 'src'),
    )
    const adapters = path.join(repo, 'packages/adapters')
    for (const name of fs.existsSync(adapters) ? fs.readdirSync(adapters) : [])
      startUp.push(path.join(adapters, name, 'src'))
    const files = startUp.flatMap(sources)
    const staticImport = /(?:import|export)\s[^'"]*?from\s*['"]@gangway\/frame(?:\/[^'"]*)?['"]/
    const importers = files.filter((file) => staticImport.test(fs.readFileSync(file, 'utf8')))
    // Each importer must be reached only through import(): no file imports it with a static `from` (a type-only
    // import is erased by the compiler and loads nothing).
    const staticallyReached = importers.filter((importer) => {
      const name = path.basename(importer).replace(/\.tsx?$/, '')
      const from = new RegExp(
        `(?:import|export)\\s(?!type\\s)[^'"]*?from\\s*['"][^'"]*/${name}(?:\\.js)?['"]`,
      )
      return files.some((file) => file !== importer && from.test(fs.readFileSync(file, 'utf8')))
    })
    expect(staticallyReached.map((file) => path.relative(repo, file))).toEqual([])
    expect(importers.map((file) => path.relative(repo, file))).toEqual([
      'packages/core/src/auth/frame-client.ts',
    ])
  })
})
