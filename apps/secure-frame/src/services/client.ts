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

export interface CallOptions<TSchema extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST' | 'PUT'
  body?: unknown
  /** The session token, sent as `Authorization: Bearer`. */
  token?: string
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

/**
 * JSON calls to the services (`{services}/frame/v1/…`, `/projects/v1/origins`). No cookies: the frame's session
 * is a bearer token it holds in memory, so nothing here rides on ambient credentials.
 */
export function createServicesClient(baseUrl: string, fetchImpl: FetchLike): ServicesClient {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    baseUrl: base,
    async call(path, options = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' }
      if (options.body !== undefined) headers['Content-Type'] = 'application/json'
      if (options.token) headers.Authorization = `Bearer ${options.token}`
      let response: Response
      try {
        response = await fetchImpl(`${base}${path}`, {
          method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
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
      if (!response.ok) throw await errorFrom(response)
      if (!options.schema) return undefined as never
      const parsed = v.safeParse(options.schema, await response.json().catch(() => undefined))
      if (!parsed.success)
        throw new ServicesError(response.status, 'Unexpected answer from the wallet service')
      return parsed.output as never
    },
  }
}
