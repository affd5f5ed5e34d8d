import { describe, expect, it } from 'vitest'
import { clonePlain } from './clone.js'

describe('clonePlain', () => {
  it('copies nested plain objects and arrays', () => {
    const source = { a: { b: [1, { c: 2 }] } }
    const copy = clonePlain(source)
    expect(copy).toEqual(source)
    expect(copy.a).not.toBe(source.a)
    expect(copy.a.b[1]).not.toBe(source.a.b[1])
  })

  it('keeps functions and class instances by reference', () => {
    const format = () => 'x'
    const date = new Date(0)
    const copy = clonePlain({ format, date })
    expect(copy.format).toBe(format)
    expect(copy.date).toBe(date)
  })
})
