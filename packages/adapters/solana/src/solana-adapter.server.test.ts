// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createEventRecorder } from '@gangway/testing/conformance'
import { localSolanaNetworks } from '../../../../test-support/solana-fixtures.js'

describe('SolanaAdapter on a server', () => {
  it('imports, constructs and syncs without a window: no wallets, nothing thrown', async () => {
    expect(typeof window).toBe('undefined')
    const { SolanaAdapter } = await import('./index.js')
    const networks = localSolanaNetworks()
    const adapter = new SolanaAdapter({ networks })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks, events: recorder.sink })
    await adapter.syncConnectors()
    expect(recorder.events).toEqual([{ event: 'connectors', payload: [] }])
    expect(adapter.getProvider()).toBeUndefined()
    expect(await adapter.reconnect({ id: 'Solana Test Wallet' })).toBeUndefined()
  })

  it('does not load @solana/web3.js until a wallet connects or the chain is read', async () => {
    const loaded = Object.keys(await import('./index.js'))
    expect(loaded).toContain('SolanaAdapter')
    // The adapter's modules import web3.js only as types (erased) or with import(), never as a value.
    const { readdir, readFile } = await import('node:fs/promises')
    const dir = new URL('.', import.meta.url)
    const sources = (await readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    for (const file of sources) {
      const text = await readFile(new URL(file, dir), 'utf8')
      const valueImports = [...text.matchAll(/^import\s+([^']*?)\s+from\s+'([^']+)'/gmu)].filter(
        ([, clause, specifier]) => specifier === '@solana/web3.js' && !clause?.startsWith('type '),
      )
      expect(valueImports, file).toEqual([])
    }
  })
})
