import { describe, expect, it } from 'vitest'
import * as api from './index.js'
import * as schemas from './schemas/index.js'

describe('@gangway/api entry', () => {
  it('exports the client factories and every schema', () => {
    for (const name of [
      'createHttpClient',
      'createDirectoryClient',
      'createBlockchainClient',
      'createAnalyticsClient',
    ]) {
      expect(typeof (api as Record<string, unknown>)[name]).toBe('function')
    }
    for (const name of Object.keys(schemas)) expect(api).toHaveProperty(name)
  })

  it('touches no window or document at import time', () => {
    expect('window' in globalThis).toBe(false)
  })
})
