import { BaseError as ViemBaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { GangwayError } from './base.js'

describe('GangwayError', () => {
  it('keeps the short message as the message when there is nothing more to say', () => {
    const error = new GangwayError('Network not found')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('GangwayError')
    expect(error.message).toBe('Network not found')
    expect(error.shortMessage).toBe('Network not found')
    expect(error.code).toBeUndefined()
    expect(error.details).toBeUndefined()
  })

  it('composes meta messages and details into the message, as viem does', () => {
    const error = new GangwayError('Chain adapter not found', {
      details: 'No adapter for namespace "solana".',
      metaMessages: ['Namespace: solana'],
      code: 5000,
    })
    expect(error.message).toBe(
      'Chain adapter not found\n\nNamespace: solana\n\nDetails: No adapter for namespace "solana".',
    )
    expect(error.code).toBe(5000)
    expect(error.metaMessages).toEqual(['Namespace: solana'])
  })

  it("takes its details from the cause: a GangwayError's details, else the cause's message", () => {
    const inner = new GangwayError('Inner', { details: 'root cause' })
    expect(new GangwayError('Outer', { cause: inner }).details).toBe('root cause')
    expect(new GangwayError('Outer', { cause: new Error('boom') }).details).toBe('boom')
    expect(new GangwayError('Outer', { cause: { code: 4001, message: 'denied' } }).details).toBe('denied')
    expect(new GangwayError('Outer', { cause: new Error('boom'), details: 'explicit' }).details).toBe(
      'explicit',
    )
  })

  it('does not repeat a cause message equal to the short message', () => {
    expect(new GangwayError('boom', { cause: new Error('boom') }).message).toBe('boom')
  })

  it('keeps the cause', () => {
    const cause = new Error('boom')
    expect(new GangwayError('Outer', { cause }).cause).toBe(cause)
  })

  it('walks the cause chain, through viem errors too', () => {
    const root = { code: 4001, message: 'denied' }
    const viemError = new ViemBaseError('viem wrapper', { cause: new Error('middle', { cause: root }) })
    const error = new GangwayError('Outer', { cause: viemError })
    expect(error.walk()).toBe(root)
    expect(error.walk((link) => link instanceof ViemBaseError)).toBe(viemError)
    expect(error.walk((link) => (link as { code?: number }).code === 4001)).toBe(root)
    expect(error.walk(() => false)).toBeNull()
  })

  it('stops walking a cyclic cause chain', () => {
    const first = new Error('first')
    const second = new Error('second', { cause: first })
    Object.assign(first, { cause: second })
    const error = new GangwayError('Outer', { cause: first })
    expect(error.walk(() => false)).toBeNull()
  })
})
