import { describe, expect, it } from 'vitest'
import { RelayLimitError } from './limits.js'
import { MailboxFullError, type MailboxMessage } from './mailbox.js'
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

  it('refuses a message beyond the topic bounds, keeps what it holds, and takes a retry of a kept message', async () => {
    const mailbox = new MemoryMailbox({ topicMessages: 2, topicBytes: 100 })
    await mailbox.put(message('1'))
    await mailbox.put(message('2'))
    await expect(mailbox.put(message('3'))).rejects.toEqual(new MailboxFullError('Topic mailbox full'))
    await mailbox.put(message('2'))
    // Another topic has its own room; bytes count the text and the attestation.
    await mailbox.put(message('4', { topic: 'other', message: 'x'.repeat(60), attestation: 'a'.repeat(40) }))
    await expect(mailbox.put(message('5', { topic: 'other', message: 'y' }))).rejects.toBeInstanceOf(
      MailboxFullError,
    )
    await expect(mailbox.put(message('6', { topic: 'big', message: 'z'.repeat(101) }))).rejects.toEqual(
      new MailboxFullError('Topic mailbox full'),
    )
    expect((await mailbox.pending('topic', 'did:key:reader', 2_000)).map(({ id }) => id)).toEqual(['1', '2'])
  })

  it('bounds all topics together, in messages and in bytes; expired messages make room', async () => {
    const byCount = new MemoryMailbox({ totalMessages: 3 })
    for (const topic of ['a', 'b', 'c']) await byCount.put(message(topic, { topic }))
    await expect(byCount.put(message('d', { topic: 'd' }))).rejects.toEqual(
      new MailboxFullError('Mailbox full'),
    )
    // Once the others expire (61 000), there is room again, without waiting for the pruning beat.
    await byCount.put(message('e', { topic: 'e', publishedAt: 61_000, expiresAt: 120_000 }))
    expect(await byCount.stats(61_000)).toEqual([{ topic: 'e', messages: 1 }])

    const byBytes = new MemoryMailbox({ totalBytes: 10 })
    await byBytes.put(message('a', { topic: 'a', message: '12345' }))
    await byBytes.put(message('b', { topic: 'b', message: '€' })) // 3 bytes in UTF-8
    await expect(byBytes.put(message('c', { topic: 'c', message: '123' }))).rejects.toEqual(
      new MailboxFullError('Mailbox full'),
    )
    await byBytes.put(message('d', { topic: 'd', message: '12' }))
  })

  it('refuses bounds that are not positive numbers', () => {
    expect(() => new MemoryMailbox({ totalBytes: 0 })).toThrow(
      new RelayLimitError('Relay limit mailbox.totalBytes must be a positive number'),
    )
    expect(() => new MemoryMailbox({ topicMessages: Number.NaN })).toThrow(RelayLimitError)
  })
})
