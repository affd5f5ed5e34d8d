import { describe, expect, it } from 'vitest'
import { HttpStatusError } from './http.js'

describe('HttpStatusError', () => {
  it('SPEC §8: a non-ok status reads "HTTP status code: N"', () => {
    const error = new HttpStatusError(503)
    expect(error.name).toBe('HttpStatusError')
    expect(error.shortMessage).toBe('HTTP status code: 503')
    expect(error.status).toBe(503)
    expect(error.code).toBe(503)
  })
})
