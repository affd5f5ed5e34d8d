import * as v from 'valibot'

/** The `fetch` the frame uses; injected so tests run the handlers against an in-test stand-in. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** A failed call to the frame's backend, with the backend's own `{ message }` when it sent one. */
export class ServicesError extends Error {
  override name = 'ServicesError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The services' one answer to any session failure; the frame says the same when it has no session. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired: sign in again'

export class SessionExpiredError extends ServicesError {
  override name = 'SessionExpiredError'
  constructor() {
    super(401, SESSION_EXPIRED_MESSAGE)
  }
}

/** Signs authenticated calls: the frame's session, proved with its binding key (services/session.ts). */
export interface RequestAuthorizer {
  /** `Authorization` and `DPoP` for one request, and the access token they carry. */
  authorize(method: string, url: string): Promise<{ headers: Record<string, string>; accessToken: string }>
  /** After a 401 with `accessToken`: true when a fresh session is there to retry with. */
  recover(accessToken: string): Promise<boolean>
}

export interface CallOptions<TSchema extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** The call needs the frame's session: it carries the access token and a proof of the binding key. */
  auth?: boolean
  /** Extra headers (the refresh call's proof). */
  headers?: Record<string, string>
  /** The answer's shape; without one the answer is ignored (204 routes). */
  schema?: TSchema
  signal?: AbortSignal
}

export interface ServicesClient {
  readonly baseUrl: string
  call<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: CallOptions<TSchema>,
  ): Promise<TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : undefined>
}

const MessageSchema = v.object({ message: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)) })

/** The backend's `{ message }`, or SPEC §8's 'HTTP status code: N' when it sent none. */
async function errorFrom(response: Response): Promise<ServicesError> {
  const body = await response.json().catch(() => undefined)
  const parsed = v.safeParse(MessageSchema, body)
  const message = parsed.success ? parsed.output.message : `HTTP status code: ${response.status}`
  return new ServicesError(response.status, message)
}

const UNAUTHORIZED = 401

/**
 * JSON calls to the services (`{services}/frame/v1/…`, `/projects/v1/origins`). No cookies: nothing rides on
 * ambient credentials. With `auth`, each attempt gets a fresh proof; a 401 is answered by one refresh and one
 * retry, never more.
 */
export function createServicesClient(
  baseUrl: string,
  fetchImpl: FetchLike,
  authorizer?: RequestAuthorizer,
): ServicesClient {
  const base = baseUrl.replace(/\/+$/, '')

  async function send(
    url: string,
    method: string,
    headers: Record<string, string>,
    options: CallOptions<never>,
  ) {
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'omit',
        cache: 'no-store',
        signal: options.signal,
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw new ServicesError(0, 'Network error: the wallet service could not be reached')
    }
  }

  return {
    baseUrl: base,
    async call(path, options = {}) {
      const url = `${base}${path}`
      const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
      if (options.body !== undefined) headers['Content-Type'] = 'application/json'
      let response: Response
      if (options.auth) {
        if (!authorizer) throw new SessionExpiredError()
        const first = await authorizer.authorize(method, url)
        response = await send(url, method, { ...headers, ...first.headers }, options as CallOptions<never>)
        if (response.status === UNAUTHORIZED && (await authorizer.recover(first.accessToken))) {
          const again = await authorizer.authorize(method, url)
          response = await send(url, method, { ...headers, ...again.headers }, options as CallOptions<never>)
        }
      } else {
        response = await send(url, method, headers, options as CallOptions<never>)
      }
      if (!response.ok) throw await errorFrom(response)
      if (!options.schema) return undefined as never
      const parsed = v.safeParse(options.schema, await response.json().catch(() => undefined))
      if (!parsed.success)
        throw new ServicesError(response.status, 'Unexpected answer from the wallet service')
      return parsed.output as never
    },
  }
}
