// @vitest-environment node
import { describe, expect, it } from 'vitest'

// The browser program type-checks this file without Node's types: the two calls it makes are typed here.
interface FileSystem {
  readdirSync(path: URL, options: { withFileTypes: true }): { name: string; isDirectory(): boolean }[]
  readFileSync(path: URL, encoding: 'utf8'): string
}
const fsModule: string = 'node:fs'
const { readdirSync, readFileSync } = (await import(/* @vite-ignore */ fsModule)) as FileSystem

// A cold import transforms the entry's whole module graph: seconds on a loaded 2-core CI machine.
const COLD_IMPORT_MS = 60_000

const root = new URL('../../../', import.meta.url)

interface Entry {
  specifier: string
  file: URL
}

type Exports = Record<string, string | { source?: string; import?: string }>

/** Every published package's every entry (packages/* and packages/adapters/*), read from its `exports`. */
function publishedEntries(): Entry[] {
  const folders = ['packages/', 'packages/adapters/'].flatMap((parent) =>
    readdirSync(new URL(parent, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'adapters')
      .map((entry) => new URL(`${parent}${entry.name}/`, root)),
  )
  return folders.flatMap((folder) => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')) as {
      name: string
      private?: boolean
      exports?: Exports
    }
    if (manifest.private || !manifest.exports) return []
    return Object.entries(manifest.exports).map(([subpath, target]) => {
      const path = typeof target === 'string' ? target : (target.source ?? target.import)
      if (!path) throw new Error(`${manifest.name} exports ${subpath} with no file`)
      return { specifier: `${manifest.name}${subpath.slice(1)}`, file: new URL(path, folder) }
    })
  })
}

const entries = publishedEntries()

describe('server-side import', () => {
  it('runs with no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    // The list comes from the manifests: an empty one would make the imports below prove nothing.
    expect(entries.map((entry) => entry.specifier)).toEqual(
      expect.arrayContaining(['@gangway/react', '@gangway/adapter-wagmi', '@gangway/core/adapter-kit']),
    )
  })

  it.each(entries)('imports $specifier', { timeout: COLD_IMPORT_MS }, async ({ file }) => {
    const module = (await import(/* @vite-ignore */ file.href)) as Record<string, unknown>
    expect(Object.keys(module).length).toBeGreaterThan(0)
  })

  it('createAppKit on the server returns an instance without touching the DOM', async () => {
    const { createAppKit } = await import('./index.js')
    const { mainnet } = await import('./networks.js')
    const appKit = createAppKit({ projectId: 'ssr', networks: [mainnet] })
    expect(appKit.getState()).toMatchObject({ open: false, initialized: false })
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
  })
})
