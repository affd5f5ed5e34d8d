import { GangwayError, HttpStatusError, RETRY } from '@gangway/common'
import type * as v from 'valibot'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { HttpRequestError, RequestAbortedError, RequestTimeoutError } from '../errors/request.js'
import { parseResponse } from '../schemas/parse.js'
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key.js'
import { buildUrl, type QueryParams } from './url.js'

/** Default time one attempt may take (SPEC §9 RPC default timeout, also used for service calls). */
export const DEFAULT_HTTP_TIMEOUT = 10_000

export interface HttpClientOptions {
  baseUrl: string
  /** Sent as the `clientId` query value of every request (a query value, unlike a header, needs no CORS preflight). */
  clientId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /**
   * Further attempts after a network error or a 5xx/429 answer (SPEC §9: 2). Only for GETs and for calls that
   * carry an `idempotencyKey` or are `readOnly`: any other POST, PUT or DELETE is sent once.
   */
  retries?: number | undefined
  /** Pause before each further attempt, in ms (SPEC §9: 100). */
  retryDelay?: number | undefined
  /** Time one attempt may take, in ms; a timed-out attempt is not retried. */
  timeout?: number | undefined
  headers?: Readonly<Record<string, string>> | undefined
}

export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  path: string
  params?: QueryParams | undefined
  headers?: Readonly<Record<string, string>> | undefined
  /** Aborting stops the request and any further attempt with {@link RequestAbortedError}. */
  signal?: AbortSignal | undefined
  /** Validates the JSON answer; a mismatch throws {@link InvalidResponseError}. */
  schema?: TSchema
  /** Browser cache mode, e.g. `'no-cache'` for answers that must be fresh. */
  cache?: RequestCache | undefined
  retries?: number | undefined
  timeout?: number | undefined
}

export interface BodyRequestOptions<TSchema extends v.GenericSchema | undefined = undefined>
  extends RequestOptions<TSchema> {
  /** Sent as JSON. */
  body?: unknown
  /**
   * Sent as the `Idempotency-Key` header, the same on every attempt: the services answer a repeat with the first
   * answer instead of acting twice, so the call may be retried. One per logical call ({@link newIdempotencyKey}).
   */
  idempotencyKey?: string | undefined
  /** The call only reads (a quote, prices): sending it again changes nothing, so it may be retried without a key. */
  readOnly?: boolean | undefined
}

/** The answer's type: the schema's output when a schema is given, else `unknown`. */
export type ResponseOf<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown

export interface HttpClient {
  get<TSchema extends v.GenericSchema | undefined = undefined>(
    options: RequestOptions<TSchema>,
  ): Promise<ResponseOf<TSchema>>
  post<TSchema extends v.GenericSchema | undefined = undefined>(
    options: BodyRequestOptions<TSchema>,
  ): Promise<ResponseOf<TSchema>>
  put<TSchema extends v.GenericSchema | undefined = undefined>(
    options: BodyRequestOptions<TSchema>,
  ): Promise<ResponseOf<TSchema>>
  delete<TSchema extends v.GenericSchema | undefined = undefined>(
    options: BodyRequestOptions<TSchema>,
  ): Promise<ResponseOf<TSchema>>
  /** GET of a binary answer (images). */
  getBlob(options: RequestOptions): Promise<Blob>
  /** The full URL a request to `path` with `params` would use (client id included). */
  url(path: string, params?: QueryParams): string
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * SPEC §7 generic HTTP client: GET, POST, PUT and DELETE with JSON, query params and a client id appended.
 * A non-ok answer throws `HttpStatusError` ('HTTP status code: N'). Network errors and 5xx/429 answers are
 * retried (SPEC §9: 2 retries, 100 ms apart); 4xx answers, timeouts and aborts are not. A request that may have
 * acted on the server (a POST, PUT or DELETE) is retried only with an idempotency key or when it only reads: a
 * blind retry of a lost answer would register, buy or revoke twice.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    baseUrl,
    clientId,
    retries = RETRY.fetchRetries,
    retryDelay = RETRY.fetchRetryDelay,
    timeout = DEFAULT_HTTP_TIMEOUT,
  } = options
  // Read at call time so a fetch patched after creation (tests, polyfills) is the one used.
  const fetchFn = (...args: Parameters<typeof globalThis.fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args)

  const url = (path: string, params: QueryParams = {}) =>
    buildUrl(baseUrl, path, { ...params, clientId }).href

  function send<T>(
    method: Method,
    request: BodyRequestOptions<v.GenericSchema | undefined>,
    read: (response: Response, label: string) => Promise<T>,
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...request.headers,
    }
    const hasBody = request.body !== undefined
    if (hasBody) headers['content-type'] = 'application/json'
    if (request.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey
    const retryable = method === 'GET' || request.idempotencyKey !== undefined || request.readOnly === true
    const init: RequestInit = { method, headers }
    if (hasBody) init.body = JSON.stringify(request.body)
    if (request.cache) init.cache = request.cache
    return withRetries(url(request.path, request.params), init, read, {
      fetch: fetchFn,
      retries: retryable ? (request.retries ?? retries) : 0,
      retryDelay,
      timeout: request.timeout ?? timeout,
      signal: request.signal,
      label: `${method} ${request.path}`,
    })
  }

  function json(method: Method, request: BodyRequestOptions<v.GenericSchema | undefined>) {
    return send(method, request, async (response, label) => {
      const body = await readJson(response, label)
      return request.schema ? parseResponse(request.schema, body, label) : body
    })
  }

  return {
    get: (request) => json('GET', request),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: (request) => send('GET', request, (response) => response.blob()),
    url,
  } as HttpClient
}

interface AttemptOptions {
  fetch: typeof globalThis.fetch
  retries: number
  retryDelay: number
  timeout: number
  signal: AbortSignal | undefined
  label: string
}

async function withRetries<T>(
  url: string,
  init: RequestInit,
  read: (response: Response, label: string) => Promise<T>,
  options: AttemptOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(url, init, read, options)
    } catch (error) {
      if (attempt >= options.retries || !isRetryable(error)) throw error
    }
    await sleep(options.retryDelay, options.signal)
  }
}

/** One attempt: the timeout and the caller's signal cover the request and reading its body. */
async function attemptOnce<T>(
  url: string,
  init: RequestInit,
  read: (response: Response, label: string) => Promise<T>,
  options: AttemptOptions,
): Promise<T> {
  const { signal, timeout, label } = options
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason, details: label })
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeout)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await options.fetch(url, { ...init, signal: controller.signal })
    if (!response.ok) throw await statusError(response, label)
    return await read(response, label)
  } catch (error) {
    if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason, details: label })
    if (timedOut)
      throw new RequestTimeoutError(timeout, { details: `${label}: no response within ${timeout} ms` })
    if (error instanceof GangwayError) throw error
    throw new HttpRequestError({ cause: error, details: label })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** Network failures, server errors and rate limiting may pass; 4xx answers, timeouts and aborts will not. */
function isRetryable(error: unknown): boolean {
  if (error instanceof HttpRequestError) return true
  return error instanceof HttpStatusError && (error.status >= 500 || error.status === 429)
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g

async function statusError(response: Response, label: string): Promise<HttpStatusError> {
  // The body's start helps the server-error mapping (SPEC §8) and logs; it is cut short and stripped of
  // control characters because it comes from the server.
  const text = await response.text().catch(() => '')
  const excerpt = text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 200)
  return new HttpStatusError(response.status, { details: excerpt ? `${label}: ${excerpt}` : label })
}

async function readJson(response: Response, label: string): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new InvalidResponseError(['body is not JSON'], { cause: error, context: label })
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestAbortedError({ cause: signal.reason }))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new RequestAbortedError({ cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
