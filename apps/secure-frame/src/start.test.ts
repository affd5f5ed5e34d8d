import { describe, expect, it, vi } from 'vitest'
import { APPROVAL_TEXT } from './approval/messages.js'
import { applyFrameStrings } from './i18n/catalogue.js'
import { startFrame } from './start.js'
import { createBackend, seedProject, useTestServices } from './test/services.js'

useTestServices()

const APP = 'https://app.example'

/** The least of a window the endpoint uses: its parent, its query, and message listeners. */
function fakeWindow(search: string) {
  const posted: { message: { type: string; id?: string; payload: unknown }; targetOrigin: string }[] = []
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = {
    postMessage: (message: never, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const win = {
    parent,
    location: { search, reload: vi.fn() },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  }
  const send = (type: string, payload: unknown, origin = APP) => {
    const id = crypto.randomUUID()
    for (const listener of listeners) {
      listener({
        source: parent,
        origin,
        data: { type: `@gangway-app/${type}`, id, payload },
      } as unknown as MessageEvent)
    }
    return id
  }
  return { win: win as unknown as Window, posted, send, listeners }
}

const doc = { body: { append: () => {} }, documentElement: { dataset: {} } } as unknown as Document

describe('startFrame', () => {
  it('fetches the allowed origins, announces itself to an allowed embedder and answers it', async () => {
    const projectId = await seedProject(['https://*.example'])
    const services = createBackend()
    const { win, posted, send } = fakeWindow(
      `?projectId=${projectId}&chainId=137&origin=${encodeURIComponent(APP)}`,
    )
    const endpoint = await startFrame({
      window: win,
      document: doc,
      fetch: services.fetch,
      servicesUrl: services.url,
      version: '0.0.0',
    })
    expect(services.calls[0]).toMatchObject({ method: 'GET', path: '/projects/v1/origins' })
    expect(endpoint?.embedderOrigin).toBe(APP)
    expect(posted).toEqual([
      { message: { type: '@gangway-frame/READY', payload: { version: '0.0.0' } }, targetOrigin: APP },
    ])

    const id = send('GET_CHAIN_ID', {})
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      message: { type: '@gangway-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 137 } },
      targetOrigin: APP,
    })
    endpoint?.destroy()
  })

  it('takes a locale change from its embedder only: another origin or window changes nothing', async () => {
    const projectId = await seedProject(['https://*.example'])
    const services = createBackend()
    const page = { body: { append: () => {} }, documentElement: { dataset: {}, lang: '', dir: '' } }
    const { win, posted, send, listeners } = fakeWindow(
      `?projectId=${projectId}&origin=${encodeURIComponent(APP)}`,
    )
    const endpoint = await startFrame({
      window: win,
      document: page as unknown as Document,
      fetch: services.fetch,
      servicesUrl: services.url,
      version: '1',
    })
    try {
      expect(page.documentElement.lang).toBe('en')
      // An attacker's page posting to the frame: the right message from the wrong origin, then from the right
      // origin but another window (a popup the embedder opened, say).
      send('SYNC_LOCALE', { locale: 'ar' }, 'https://evil.test')
      const data = { type: '@gangway-app/SYNC_LOCALE', id: crypto.randomUUID(), payload: { locale: 'ar' } }
      for (const listener of listeners) listener({ source: {}, origin: APP, data } as unknown as MessageEvent)
      // The embedder itself, with a locale the frame does not ship.
      const bad = send('SYNC_LOCALE', { locale: 'xx' })
      await vi.waitFor(() => expect(posted).toHaveLength(2))
      expect(posted[1]?.message).toEqual({
        type: '@gangway-frame/SYNC_LOCALE_ERROR',
        id: bad,
        payload: { message: 'Invalid request' },
      })
      expect([page.documentElement.lang, APPROVAL_TEXT.approve]).toEqual(['en', 'Approve'])

      const id = send('SYNC_LOCALE', { locale: 'ar' })
      await vi.waitFor(() => expect(posted).toHaveLength(3))
      expect(posted[2]).toEqual({
        message: { type: '@gangway-frame/SYNC_LOCALE_SUCCESS', id, payload: {} },
        targetOrigin: APP,
      })
      expect([page.documentElement.lang, page.documentElement.dir]).toEqual(['ar', 'rtl'])
      expect(APPROVAL_TEXT.approve).toMatch(/[\u0600-\u06ff]/)
      // Nothing answered the foreign messages, then or later.
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(posted).toHaveLength(3)
    } finally {
      endpoint?.destroy()
      applyFrameStrings({})
    }
  })

  it('stays silent for an embedder that is not allowed', async () => {
    const projectId = await seedProject(['https://other.example'])
    const services = createBackend()
    const { win, posted, listeners } = fakeWindow(`?projectId=${projectId}&origin=${encodeURIComponent(APP)}`)
    const endpoint = await startFrame({
      window: win,
      document: doc,
      fetch: services.fetch,
      servicesUrl: services.url,
      version: '1',
    })
    expect(endpoint?.embedderOrigin).toBeUndefined()
    expect(posted).toEqual([])
    expect(listeners.size).toBe(0)
  })

  it('does nothing when the origins cannot be fetched or there is no project id (the app times out)', async () => {
    // A project the services do not know: they refuse to list its origins.
    const refused = createBackend()
    const first = fakeWindow(`?projectId=no-such-project&origin=${encodeURIComponent(APP)}`)
    expect(
      await startFrame({
        window: first.win,
        document: doc,
        fetch: refused.fetch,
        servicesUrl: refused.url,
        version: '1',
      }),
    ).toBeUndefined()
    expect(refused.calls.map((call) => `${call.path} ${call.status}`)).toEqual(['/projects/v1/origins 403'])
    expect(first.posted).toEqual([])

    const services = createBackend()
    const second = fakeWindow(`?origin=${encodeURIComponent(APP)}`)
    expect(
      await startFrame({
        window: second.win,
        document: doc,
        fetch: services.fetch,
        servicesUrl: services.url,
        version: '1',
      }),
    ).toBeUndefined()
    expect(services.calls).toEqual([])
  })
})
