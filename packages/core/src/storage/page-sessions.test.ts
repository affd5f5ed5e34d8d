import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createMapStorage } from '../test/fixtures.js'
import { instanceSessionStorage, pageSessionStorage } from './page-sessions.js'

const CONNECTOR = `${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`

describe('which session storage an instance gets', () => {
  it('on a server there is no page storage: each instance keeps its own, in memory', async () => {
    expect(globalThis.localStorage).toBeUndefined()
    expect(pageSessionStorage()).toBeUndefined()
    const first = instanceSessionStorage({})
    await first.load()
    first.backend.setItem(CONNECTOR, '"io.metamask"')
    expect(first.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
    expect(instanceSessionStorage({}).backend.getItem(CONNECTOR)).toBeNull()
  })

  it('a given storage without a database keeps the sessions in it, as a test or custom entry expects', async () => {
    const storage = createMapStorage()
    const sessions = instanceSessionStorage({ storage })
    await sessions.load()
    sessions.backend.setItem(CONNECTOR, '"io.metamask"')
    expect(storage.values.get(CONNECTOR)).toBe('"io.metamask"')
  })
})
