import { SERVICES_MODES, type ServicesMode } from './config.js'
import { ServicesConfigError } from './config-error.js'
import { relayProblems } from './config-relay.js'
import { MIN_KEY_SECRET_BYTES } from './frame/config.js'
import { isLoopbackHost } from './loopback.js'
import { publicUrlProblem } from './public-url.js'
import type { StartServicesOptions } from './server-options.js'

export { isLoopbackHost } from './loopback.js'

/** What an operator reads for the key secret: required in production, this long everywhere. */
export const KEY_SECRET_RULE = `at least ${MIN_KEY_SECRET_BYTES} bytes, e.g. openssl rand -base64 32`

/**
 * Every reason these options cannot start a server in `mode`, named by option and environment variable.
 * Production needs its key secret and its projects, and refuses the stand-ins; development and test refuse
 * any interface but loopback, since they serve every OTP and a signer of anyone as anyone.
 */
export function startProblems(mode: ServicesMode, options: StartServicesOptions): string[] {
  if (!SERVICES_MODES.includes(mode)) {
    return [`mode (SERVICES_MODE): ${JSON.stringify(mode)} is not one of ${SERVICES_MODES.join(', ')}`]
  }
  const problems: string[] = []
  const { keySecret, smtp, social } = options.frame ?? {}
  if (mode === 'production') {
    if (keySecret === undefined) {
      problems.push(`frame.keySecret (FRAME_KEY_SECRET): required in production (${KEY_SECRET_RULE})`)
    }
    if (Object.keys(options.projectOrigins ?? {}).length === 0) {
      problems.push(
        'projectOrigins (projects, SERVICES_PROJECTS): required in production: at least one project id with its allowed origins',
      )
    }
    if (smtp?.sink) {
      problems.push('frame.smtp.sink (SMTP_SINK): The SMTP sink only runs in development and test mode')
    }
    if (social?.mockServer) {
      problems.push(
        'frame.social.mockServer (OAUTH_MOCK): The OAuth stand-in only runs in development and test mode',
      )
    }
  } else {
    const host = options.host ?? '127.0.0.1'
    if (!isLoopbackHost(host)) {
      problems.push(
        `host (SERVICES_HOST): ${mode} mode binds loopback only (127.0.0.0/8, ::1, localhost), not ${host}: its stand-ins and /__test hooks would answer the network`,
      )
    }
    // The sink and the OAuth stand-in listen on their own hosts: loopback too, or they would serve the network.
    const sinkHost = smtp?.host ?? '127.0.0.1'
    if (smtp?.sink && !isLoopbackHost(sinkHost)) {
      problems.push(`frame.smtp.host (SMTP_HOST): the SMTP sink listens on loopback only, not ${sinkHost}`)
    }
    const mockHost = social?.mockServer?.host ?? '127.0.0.1'
    if (social?.mockServer && !isLoopbackHost(mockHost)) {
      problems.push(
        `frame.social.mockServer.host: the OAuth stand-in listens on loopback only, not ${mockHost}`,
      )
    }
  }
  if (keySecret !== undefined && byteLength(keySecret) < MIN_KEY_SECRET_BYTES) {
    problems.push(
      `frame.keySecret (FRAME_KEY_SECRET): must be at least ${MIN_KEY_SECRET_BYTES} bytes (it has ${byteLength(keySecret)})`,
    )
  }
  if (options.publicUrl !== undefined) {
    const why = publicUrlProblem(options.publicUrl, mode)
    if (why) problems.push(`publicUrl (SERVICES_PUBLIC_URL): ${why}`)
  }
  problems.push(...relayProblems(options.relay))
  return problems
}

/** Throws a {@link ServicesConfigError} listing every problem of {@link startProblems}. */
export function assertStartable(mode: ServicesMode, options: StartServicesOptions): void {
  const problems = startProblems(mode, options)
  if (problems.length > 0) throw new ServicesConfigError(problems)
}

const byteLength = (secret: string | Uint8Array) =>
  typeof secret === 'string' ? Buffer.byteLength(secret, 'utf8') : secret.byteLength
