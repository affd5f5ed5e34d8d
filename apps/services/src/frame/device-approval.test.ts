import { describe, expect, it } from 'vitest'
import { approve, freshDevice, freshEmail, newestMail, post, postAs, useFrameTestBed } from './testing.js'
import { DpopKey } from './testing-dpop.js'

const bed = useFrameTestBed()
/** The frame's binding key: the connects name it and the polls prove it. */
const frame = await DpopKey.create()

/** Connects a new device and returns its approval link. */
async function pendingDevice(email: string, deviceId: string): Promise<string> {
  expect(
    (await post(bed.base, '/frame/v1/email/connect', { email, deviceId, bindingKey: frame.jwk })).body,
  ).toEqual({
    action: 'VERIFY_DEVICE',
  })
  return (await newestMail(bed.base, email)).links[0]!
}

const status = (email: string, deviceId: string) =>
  postAs(bed.base, '/frame/v1/email/device-status', { email, deviceId }, frame)

describe('device approval: the link asks, the form approves', () => {
  it('opening the link (as a mail scanner would, twice) approves nothing; posting its form does, once', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    const link = await pendingDevice(email, deviceId)

    for (let i = 0; i < 2; i++) {
      const page = await fetch(link)
      expect(page.status).toBe(200)
      const csp = page.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("form-action 'self'")
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      const html = await page.text()
      expect(html).toContain('Approve this device?')
      expect(html).toContain(email)
      expect(html).not.toContain('<script')
      expect(html).toContain('<form method="post" action="/frame/v1/device/approve">')
      expect(html).toContain('<button type="submit">Approve</button>')
    }
    expect((await status(email, deviceId)).body).toEqual({ approved: false, action: 'VERIFY_DEVICE' })

    // Submits the form the page holds, as the browser does.
    const html = await (await fetch(link)).text()
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
    const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(html)?.[1]
    expect(token).toBe(new URL(link).searchParams.get('token'))
    const submit = () =>
      fetch(new URL(action!, bed.base), { method: 'POST', body: new URLSearchParams({ token: token! }) })
    const approved = await submit()
    expect(approved.status).toBe(200)
    expect(approved.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await approved.text()).toContain('Device approved')
    expect((await status(email, deviceId)).body).toEqual({ approved: true, action: 'VERIFY_OTP' })

    const again = await submit()
    expect(again.status).toBe(404)
    expect(await again.text()).toContain('Link not valid')
    expect((await fetch(link)).status).toBe(404)
  })

  it('refuses a post without a token, with a malformed one, or with the token in JSON', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    const link = await pendingDevice(email, deviceId)
    const token = new URL(link).searchParams.get('token')!
    const url = new URL('/frame/v1/device/approve', bed.base)
    const answers = await Promise.all([
      fetch(url, { method: 'POST' }),
      fetch(url, { method: 'POST', body: new URLSearchParams({ token: `${token.slice(1)}<` }) }),
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404])
    expect((await status(email, deviceId)).body.approved).toBe(false)
    // The link still works.
    expect((await approve(link)).status).toBe(200)
  })

  it('shows the invalid-link page for an expired link, on opening and on posting', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    const link = await pendingDevice(email, deviceId)
    bed.advance(15 * 60_000)
    expect((await fetch(link)).status).toBe(404)
    const late = await approve(link)
    expect(late.status).toBe(404)
    expect(await late.text()).toContain('Link not valid')
    expect((await status(email, deviceId)).body.approved).toBe(false)
  })
})
