import { Hono } from 'hono'
import type { SmtpSink } from './smtp-sink.js'

/**
 * `/__test/mail` (development and test only): what the SMTP sink received, newest first, optionally for one
 * recipient (`?to=`). Each message has to, from, subject, text, the links and the 6-digit code found.
 */
export function mailTestRoutes(sink: SmtpSink | undefined): Hono {
  const app = new Hono()
  app.get('/mail', (c) => {
    if (!sink) return c.json({ message: 'The SMTP sink is not running (smtp.sink option)' }, 404)
    return c.json({ messages: sink.list(c.req.query('to')) })
  })
  app.delete('/mail', (c) => {
    sink?.clear()
    return c.body(null, 204)
  })
  return app
}
