import { getFreePorts } from '@gangway/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServices } from '../server.js'
import { startTestServices, TEST_FRAME_KEY_SECRET } from '../test/services.js'
import { createSmtpMailer } from './mailer.js'
import { SmtpSink } from './smtp-sink.js'
import { post } from './testing.js'
import { DpopKey } from './testing-dpop.js'

let sink: SmtpSink
let port: number
beforeAll(async () => {
  sink = new SmtpSink(() => {})
  port = await sink.listen('127.0.0.1', 0)
})
afterAll(() => sink?.close())

describe('SmtpSink', () => {
  it('receives mail over SMTP and lists it per recipient, newest first, with links and code', async () => {
    const mailer = createSmtpMailer({ host: '127.0.0.1', port, from: 'Test <test@example.com>' })
    try {
      await mailer.send({
        to: 'A@Example.com',
        subject: 'one',
        text: 'Go to http://x.test/a?b=1 now',
        html: '',
      })
      await mailer.send({ to: 'b@example.com', subject: 'two', text: 'Code: 012345.', html: '<p>x</p>' })
      await mailer.send({ to: 'a@example.com', subject: 'three 987654', text: 'no link', html: '' })
    } finally {
      mailer.close()
    }
    const forA = sink.list('a@example.com')
    expect(forA.map((mail) => mail.subject)).toEqual(['three 987654', 'one'])
    expect(forA[0]).toMatchObject({ from: 'test@example.com', code: '987654', links: [] })
    expect(forA[1]).toMatchObject({ to: ['a@example.com'], links: ['http://x.test/a?b=1'], code: null })
    expect(sink.list('b@example.com')[0]).toMatchObject({
      code: '012345',
      text: 'Code: 012345.',
      html: '<p>x</p>',
    })
    expect(sink.list()).toHaveLength(3)
    sink.clear()
    expect(sink.list()).toEqual([])
  })

  it('is refused in production mode', async () => {
    await expect(
      startServices({
        port: 0,
        mode: 'production',
        log: () => {},
        frame: { smtp: { sink: true, port: 0 }, keySecret: TEST_FRAME_KEY_SECRET },
      }),
    ).rejects.toThrow('The SMTP sink only runs in development and test mode')
  })
})

describe('without a mail server', () => {
  it('answers 502 and does not start the cooldown when the mail cannot be sent', async () => {
    const [closedPort] = await getFreePorts(1)
    const lines: string[] = []
    const services = await startTestServices({
      chains: [],
      log: (line) => lines.push(line),
      frame: { smtp: { port: closedPort! } },
    })
    try {
      const bindingKey = (await DpopKey.create()).jwk
      const body = { email: 'down@example.com', deviceId: 'device-00000001', bindingKey }
      const expected = { status: 502, body: { message: 'The e-mail could not be sent: try again later' } }
      expect(await post(services.url, '/frame/v1/email/connect', body)).toEqual(expected)
      expect(await post(services.url, '/frame/v1/email/connect', body)).toEqual(expected)
      expect(lines[0]).toMatch(/^frame: mail to down@example.com not sent: /)
      // No sink here: `/__test/mail` says so.
      expect((await fetch(new URL('/__test/mail', services.url))).status).toBe(404)
    } finally {
      await services.stop()
    }
  })
})

describe('sink start-up', () => {
  it('says which port is taken and how to move it', async () => {
    await expect(startTestServices({ chains: [], frame: { smtp: { sink: true, port } } })).rejects.toThrow(
      `The SMTP sink cannot listen on 127.0.0.1:${port}`,
    )
  })
})
