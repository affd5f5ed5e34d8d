import { escapeMarkup } from '../http/escape.js'
import type { OutgoingMail } from './mailer.js'

/** The device check: a link that approves this browser for this e-mail. */
export function approvalMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Approve your new device',
    text: `Someone is signing in to Gangway as ${to} from a new device.\n\nIf it is you, approve it: ${link}\n\nIf not, ignore this mail.`,
    html: `<p>Someone is signing in to Gangway as ${escapeMarkup(to)} from a new device.</p><p>If it is you, <a href="${escapeMarkup(link)}">approve it</a>.</p><p>If not, ignore this mail.</p>`,
  }
}

/** Why a code is sent: the same 6-digit mail, worded for its step. */
export type CodeReason = 'login' | 'update-primary' | 'update-secondary'

const CODE_SUBJECTS: Record<CodeReason, string> = {
  login: 'Your Gangway sign-in code',
  'update-primary': 'Confirm your e-mail change',
  'update-secondary': 'Confirm your new e-mail',
}

const CODE_LINES: Record<CodeReason, string> = {
  login: 'Your sign-in code is',
  'update-primary': 'To move your account to a new e-mail, enter this code',
  'update-secondary': 'To confirm this e-mail for your account, enter this code',
}

export function codeMail(to: string, code: string, reason: CodeReason, minutes: number): OutgoingMail {
  const line = `${CODE_LINES[reason]}: ${code}`
  const expiry = `It expires in ${minutes} minutes. Do not share it.`
  return {
    to,
    subject: CODE_SUBJECTS[reason],
    text: `${line}\n\n${expiry}`,
    html: `<p>${escapeMarkup(CODE_LINES[reason])}: <strong>${code}</strong></p><p>${expiry}</p>`,
  }
}
