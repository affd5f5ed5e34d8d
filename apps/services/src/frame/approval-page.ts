import { createHash } from 'node:crypto'
import { escapeMarkup } from '../http/escape.js'

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f5;color:#18181b}' +
  'main{background:#fff;border-radius:16px;padding:32px;max-width:420px;box-shadow:0 1px 3px #0002}' +
  'h1{font-size:20px;margin:0 0 12px}p{margin:0;line-height:1.5;overflow-wrap:anywhere}'

/** No script, no framing, only this page's own inline style (by hash). */
export const APPROVAL_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

function layout(title: string, message: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeMarkup(title)}</h1><p role="status">${escapeMarkup(message)}</p></main></body></html>`,
  ].join('')
}

/** Shown when the link worked; the e-mail is the user's own input, so it is escaped like everything else. */
export function approvedPage(email: string): string {
  return layout('Device approved', `${email} can now sign in on that device. Return to the app to continue.`)
}

export function invalidLinkPage(): string {
  return layout(
    'Link not valid',
    'This approval link is unknown, already used or expired. Start the sign-in again from the app.',
  )
}
