import { createHash } from 'node:crypto'
import { escapeMarkup } from '../http/escape.js'

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f5;color:#18181b}' +
  'main{background:#fff;border-radius:16px;padding:32px;max-width:420px;box-shadow:0 1px 3px #0002}' +
  'h1{font-size:20px;margin:0 0 12px}p{margin:0;line-height:1.5;overflow-wrap:anywhere}' +
  'form{margin:20px 0 0}button{font:inherit;font-weight:600;padding:10px 20px;border:0;border-radius:10px;background:#18181b;color:#fff;cursor:pointer}'

/** No script, no framing, only this page's own inline style (by hash); its form may post only here. */
export const APPROVAL_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ')

/** Where the approval link points, and where its confirmation form posts. */
export const APPROVAL_PATH = '/frame/v1/device/approve'

function layout(title: string, message: string, extra = ''): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeMarkup(title)}</h1><p role="status">${escapeMarkup(message)}</p>${extra}</main></body></html>`,
  ].join('')
}

/**
 * What the link opens: a question, not the approval. Mail scanners fetch links to inspect them; only the
 * user's click on the button (a POST) approves. The token is base64url, escaped all the same.
 */
export function confirmPage(email: string, token: string): string {
  const form = [
    `<form method="post" action="${APPROVAL_PATH}">`,
    `<input type="hidden" name="token" value="${escapeMarkup(token)}">`,
    '<button type="submit">Approve</button></form>',
  ].join('')
  return layout(
    'Approve this device?',
    `A device is asking to sign in as ${email}. Approve it only if you started this sign-in.`,
    form,
  )
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
