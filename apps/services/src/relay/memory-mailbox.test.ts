import { describe, expect, it } from 'vitest'
import type { MailboxMessage } from './mailbox.js'
import { MemoryMailbox } from './memory-mailbox.js'

const message = (id: string, overrides: Partial<MailboxMessage> = {}): MailboxMessage => ({
  id,
  topic: 'topic',
  message: `text ${id}`,
  publishedAt: 1_000,
  expiresAt: 61_000,
  publisher: 'did:key:publisher',
  ...overrides,
})

describe('MemoryMailbox', () => {
  it('keeps messages in publish order, once per id, for every client but the publisher', async () => {
    const mailbox = new MemoryMailbox()
    await mailbox.put(message('1'))
    await mailbox.put(message('2'))
    await mailbox.put(message('1', { message: 'a retry' }))
    expect((await mailbox.pending('topic', 'did:key:reader', 2_000)).map(({ message }) => message)).toEqual([
      'text 1',
      'text 2',
    ])
    expect(await mailbox.pending('topic', 'did:key:publisher', 2_000)).toEqual([])
    expect(await mailbox.pending('elsewhere', 'did:key:reader', 2_000)).toEqual([])
  })

  it('forgets a message for a client that acknowledged it, and for everyone once it expires', async () => {
    const mailbox = new MemoryMailbox()
    await mailbox.put(message('1'))
    await mailbox.put(message('2', { expiresAt: 120_000 }))
    await mailbox.acknowledge('topic', '1', 'did:key:reader')
    expect((await mailbox.pending('topic', 'did:key:reader', 2_000)).map(({ id }) => id)).toEqual(['2'])
    expect((await mailbox.pending('topic', 'did:key:other', 61_000)).map(({ id }) => id)).toEqual(['2'])
    expect(await mailbox.stats(61_000)).toEqual([{ topic: 'topic', messages: 1 }])
    await mailbox.prune(120_000)
    expect(await mailbox.stats(120_000)).toEqual([])
  })
})
