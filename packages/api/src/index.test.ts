import { describe, expect, it } from 'vitest'
import * as blockchain from './blockchain/index.js'
import * as api from './index.js'
import * as schemas from './schemas/index.js'

describe('@gangway/api entry', () => {
  it('exports the client factories and every schema', () => {
    for (const name of ['createHttpClient', 'createDirectoryClient', 'createAnalyticsClient']) {
      expect(typeof (api as Record<string, unknown>)[name]).toBe('function')
    }
    for (const name of Object.keys(schemas)) expect(api).toHaveProperty(name)
  })

  it('keeps the blockchain-API client in its own entry, so start-up code does not carry it', () => {
    expect(typeof blockchain.createBlockchainClient).toBe('function')
    expect(api).not.toHaveProperty('createBlockchainClient')
  })

  it('touches no window or document at import time', () => {
    expect('window' in globalThis).toBe(false)
  })
})
