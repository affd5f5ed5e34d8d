import { randomUUID } from 'node:crypto'
import { describeError } from '../describe-error.js'
import { ServiceError } from '../http/errors.js'
import type { FrameCodePurpose, FrameStorage, FrameUserRecord } from '../storage/frame-types.js'
import { APPROVAL_PATH } from './approval-page.js'
import type { FrameAuthConfig } from './config.js'
import { approvalMail, codeMail } from './mail-content.js'
import type { Mailer, OutgoingMail } from './mailer.js'
import { digestsEqual, hashOtp, hashToken, randomOtp, randomToken } from './secrets.js'
import { type BindingKey, thumbprintOf } from './binding-key.js'
import { completesFlow, type FlowCompletion } from './flow-binding.js'
import { type FrameSessions, type SessionRequest, type SessionTokens, sessionExpired } from './sessions.js'

/** SPEC §4: the next step the frame reports after connecting an e-mail. */
export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP'

/** The user as the frame receives it. */
export interface FrameUser {
  id: string
  /** Null for a user of social or Farcaster sign-in (frame/social/identity.ts). */
  email: string | null
  addresses: string[]
  /** For a user of social or Farcaster sign-in, what the provider calls them, so a restored session keeps it. */
  userName?: string | null
}

export interface FrameAuthDeps {
  storage: FrameStorage
  mailer: () => Mailer
  config: FrameAuthConfig
  /** Issues the session a sign-in ends with. */
  sessions: FrameSessions
  now: () => number
  /** Keys the OTP hashes; random per process by default (codes then die with it, which 10 minutes allows). */
  otpSecret: Buffer
  log: (line: string) => void
}

/** SPEC §8: the e-mail rate limit message. */
export function cooldownMessage(remainingMs: number): string {
  return `Please try again after ${Math.ceil(remainingMs / 1000)} seconds`
}

const toFrameUser = ({ id, email, addresses }: FrameUserRecord): FrameUser => ({ id, email, addresses })

/** A login code belongs to one e-mail on one device: approving another browser does not unlock it. */
const loginSubject = (email: string, deviceId: string) => `${email}\n${deviceId}`

/** The answers to a poll or a code from anyone but the frame that connected (the unknown login's words). */
const unknownDevice = () => new ServiceError(401, 'Unknown device: connect the e-mail first')
const notApproved = () => new ServiceError(401, 'This device is not approved')

/**
 * E-mail sign-in (SPEC §4): connect → device check by link (new devices) → 6-digit code → session, and the
 * e-mail update (a code to the current address, then one to the new address). Every secret is stored hashed.
 */
export class FrameAuth {
  private origin = ''

  constructor(private readonly deps: FrameAuthDeps) {}

  /**
   * The services' own URL, for the approval links and the URL proofs must name (set once listening; never
   * taken from a Host header).
   */
  setOrigin(origin: string): void {
    this.origin = origin
    this.deps.sessions.setOrigin(origin)
  }

  /**
   * Starts a login bound to the frame's key: the device id lives in the frame's storage, but the code the
   * visitor types passes through the host page, so only proofs by `bindingKey` poll it and redeem it.
   */
  async connect(email: string, deviceId: string, bindingKey: BindingKey): Promise<{ action: EmailAction }> {
    const jkt = thumbprintOf(bindingKey)
    return this.withCooldown(`login:${email}`, () => this.connectDevice(email, deviceId, jkt))
  }

  private async connectDevice(
    email: string,
    deviceId: string,
    jkt: string,
  ): Promise<{ action: EmailAction }> {
    const device = await this.deps.storage.devices.find(email, deviceId)
    if (device?.approvedAt != null) {
      await this.deps.storage.devices.bindKey(email, deviceId, jkt)
      // This connect sends the code: a pending one from an earlier approval must not replace it on the next poll.
      await this.deps.storage.devices.claimOtp(email, deviceId)
      await this.sendCode('login', loginSubject(email, deviceId), email, null)
      return { action: 'VERIFY_OTP' }
    }
    const token = randomToken()
    const expiresAt = this.deps.now() + this.deps.config.approvalTtlMs
    await this.deps.storage.devices.request(email, deviceId, { hash: hashToken(token), expiresAt }, jkt)
    const link = new URL(APPROVAL_PATH, this.origin)
    link.searchParams.set('token', token)
    await this.send(approvalMail(email, link.toString()))
    return { action: 'VERIFY_DEVICE' }
  }

  /**
   * Polled by the frame with a proof by the key it connected with (`request`); the first poll after approval
   * sends the login code. Anyone else is told the device is unknown, and sends nothing.
   */
  async deviceStatus(
    email: string,
    deviceId: string,
    request: SessionRequest,
  ): Promise<{ approved: boolean; action: EmailAction }> {
    const { devices } = this.deps.storage
    const device = await devices.find(email, deviceId)
    if (!device?.jkt || !this.deps.sessions.provesKey(device.jkt, request)) throw unknownDevice()
    if (device.approvedAt == null) return { approved: false, action: 'VERIFY_DEVICE' }
    if (await devices.claimOtp(email, deviceId)) {
      // A mail that failed is owed again: the next poll retries it.
      await this.sendCode('login', loginSubject(email, deviceId), email, null).catch(async (error) => {
        await devices.setAwaitingOtp(email, deviceId)
        throw error
      })
    }
    return { approved: true, action: 'VERIFY_OTP' }
  }

  /** The approval link opened: the e-mail it would approve, or undefined for an unknown, used or expired link. */
  async pendingApproval(token: string): Promise<string | undefined> {
    const device = await this.deps.storage.devices.findByToken(hashToken(token), this.deps.now())
    return device?.email
  }

  /** The approval confirmed: the e-mail approved, or undefined for an unknown, used or expired link. */
  async approveDevice(token: string): Promise<string | undefined> {
    const device = await this.deps.storage.devices.approve(hashToken(token), this.deps.now())
    return device?.email
  }

  /**
   * The code checked, a session bound to the frame's key. The completion must name the key the connect named
   * and prove it, before the code is looked at: a refusal spends neither the code nor one of its attempts.
   */
  async verify(
    email: string,
    deviceId: string,
    otp: string,
    completion: FlowCompletion,
  ): Promise<{ user: FrameUser; session: SessionTokens }> {
    const device = await this.deps.storage.devices.find(email, deviceId)
    if (!device || !completesFlow(this.deps.sessions, device.jkt, completion)) throw notApproved()
    if (device.approvedAt == null) throw new ServiceError(403, 'This device is not approved')
    await this.checkCode('login', loginSubject(email, deviceId), otp)
    const user = await this.deps.storage.users.findOrCreate(email, {
      id: randomUUID(),
      createdAt: this.deps.now(),
    })
    const session = await this.deps.sessions.issue(user.id, completion.bindingKey)
    return { user: toFrameUser(user), session }
  }

  /** The user of a checked session (is-connected, get-user); 401 when the user is gone. */
  async userOf(userId: string): Promise<FrameUser> {
    const user = await this.deps.storage.users.find(userId)
    if (!user) throw sessionExpired()
    const identity = await this.deps.storage.identities.latestOfUser(user.id)
    return identity ? { ...toFrameUser(user), userName: identity.userName } : toFrameUser(user)
  }

  /** E-mail update, step 1: a code to the current address (the primary OTP). */
  async startUpdate(user: FrameUser, newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
    if (newEmail === user.email) throw new ServiceError(400, 'The new e-mail is the current one')
    // The update is confirmed by a code to the current address: a social or Farcaster user has none.
    const { email } = user
    if (email === null) throw new ServiceError(400, 'This account has no e-mail to update')
    if (await this.deps.storage.users.findByEmail(newEmail)) {
      throw new ServiceError(409, 'This e-mail is already in use')
    }
    return this.withCooldown(`update:${user.id}`, async () => {
      await this.sendCode('update-primary', user.id, email, newEmail)
      return { action: 'VERIFY_PRIMARY_OTP' } as const
    })
  }

  /** Step 2: the primary code checked, a code goes to the new address (the secondary OTP). */
  async confirmPrimary(user: FrameUser, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
    const newEmail = await this.checkCode('update-primary', user.id, otp)
    await this.sendCode('update-secondary', user.id, newEmail, newEmail)
    return { action: 'VERIFY_SECONDARY_OTP' }
  }

  /** Step 3: the secondary code checked, the new e-mail is stored (SPEC §4). */
  async confirmSecondary(user: FrameUser, otp: string): Promise<{ user: FrameUser }> {
    const newEmail = await this.checkCode('update-secondary', user.id, otp)
    if (!(await this.deps.storage.users.changeEmail(user.id, newEmail))) {
      throw new ServiceError(409, 'This e-mail is already in use')
    }
    // The devices this user approved stay approved under the new address.
    if (user.email !== null) await this.deps.storage.devices.renameEmail(user.email, newEmail)
    return { user: { ...user, email: newEmail } }
  }

  /** Runs `task` under the 30 s cooldown of `key`; a failed task (no mail sent) does not hold the user back. */
  private async withCooldown<T>(key: string, task: () => Promise<T>): Promise<T> {
    const { codes } = this.deps.storage
    const remaining = await codes.startCooldown(key, this.deps.now(), this.deps.config.cooldownMs)
    if (remaining > 0) throw new ServiceError(429, cooldownMessage(remaining))
    try {
      return await task()
    } catch (error) {
      await codes.endCooldown(key)
      throw error
    }
  }

  /** A mail server that is down or refuses is the gateway's failure (502), not the caller's. */
  private async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.deps.mailer().send(mail)
    } catch (error) {
      this.deps.log(`frame: mail to ${mail.to} not sent: ${describeError(error)}`)
      throw new ServiceError(502, 'The e-mail could not be sent: try again later')
    }
  }

  private async sendCode(
    purpose: FrameCodePurpose,
    subject: string,
    to: string,
    payload: string | null,
  ): Promise<void> {
    const code = randomOtp()
    await this.deps.storage.codes.put({
      purpose,
      subject,
      codeHash: hashOtp(this.deps.otpSecret, `${purpose}\n${subject}`, code),
      payload,
      expiresAt: this.deps.now() + this.deps.config.otpTtlMs,
    })
    const minutes = Math.round(this.deps.config.otpTtlMs / 60_000)
    await this.send(codeMail(to, code, purpose, minutes))
  }

  /** Checks a code (one attempt counted first); a match spends it and returns its payload. */
  private async checkCode(purpose: FrameCodePurpose, subject: string, otp: string): Promise<string> {
    const { codes } = this.deps.storage
    const code = await codes.attempt(purpose, subject)
    if (!code) throw new ServiceError(400, 'No code is pending: request a new one')
    const { maxOtpAttempts } = this.deps.config
    if (code.expiresAt <= this.deps.now()) {
      await codes.delete(purpose, subject)
      throw new ServiceError(400, 'The code has expired: request a new one')
    }
    if (code.attempts > maxOtpAttempts) {
      await codes.delete(purpose, subject)
      throw new ServiceError(429, 'Too many attempts: request a new code')
    }
    if (!digestsEqual(code.codeHash, hashOtp(this.deps.otpSecret, `${purpose}\n${subject}`, otp))) {
      const left = maxOtpAttempts - code.attempts
      if (left > 0) {
        throw new ServiceError(400, `Invalid code: ${left} attempt${left === 1 ? '' : 's'} left`)
      }
      await codes.delete(purpose, subject)
      throw new ServiceError(429, 'Invalid code: too many attempts, request a new code')
    }
    // Two requests with the right code: the one that deletes it wins, the other finds none.
    if (!(await codes.delete(purpose, subject))) {
      throw new ServiceError(400, 'No code is pending: request a new one')
    }
    return code.payload ?? ''
  }
}
