import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { frameCsp } from './csp.js'
import { readFrameQuery } from './query.js'

describe('frameCsp', () => {
  const csp = frameCsp('http://127.0.0.1:8787/some/path')

  it('allows the frame itself and the services origin, nothing inline, no eval', () => {
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8787;")
    expect(csp).toContain("img-src 'self' data:")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('is in both pages as the placeholder the build fills in', () => {
    for (const page of ['index.html', 'social-callback.html']) {
      const html = readFileSync(new URL(`../${page}`, import.meta.url), 'utf8')
      expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="%FRAME_CSP%" />')
      expect(html).toContain('<meta name="referrer" content="no-referrer" />')
    }
  })
})

describe('readFrameQuery', () => {
  it('reads the project, a numeric or CAIP chain id and the version', () => {
    expect(readFrameQuery('?projectId=p-1&chainId=137&version=4&origin=https://a.example')).toEqual({
      projectId: 'p-1',
      chainId: 137,
      version: '4',
      locale: 'en',
    })
    expect(readFrameQuery('?projectId=p&chainId=solana:abc').chainId).toBe('solana:abc')
  })

  it("reads the app's locale as a shipped one, English when unknown", () => {
    expect(readFrameQuery('?projectId=p&locale=ar-EG').locale).toBe('ar')
    expect(readFrameQuery('?projectId=p&locale=zh-Hans').locale).toBe('zh-CN')
    expect(readFrameQuery('?projectId=p&locale=%3Cscript%3E').locale).toBe('en')
  })

  it('drops a project id that is not a plain token', () => {
    expect(readFrameQuery('?projectId=a/../b').projectId).toBeUndefined()
    expect(readFrameQuery('').projectId).toBeUndefined()
  })
})
