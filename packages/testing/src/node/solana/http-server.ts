import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { answerJsonRpc, type RpcMethod } from './json-rpc.js'

/** Larger than any transaction (1232 bytes) or batch a client sends; more is refused. */
const MAX_BODY_BYTES = 5 * 1024 * 1024

/** Any page may call the local node, as the sandbox on another port does (web3.js adds its own header). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

/** The node's HTTP side: JSON-RPC 2.0 on POST (any path), `GET /health`, and CORS for browsers. */
export function createRpcHttpServer(methods: Readonly<Record<string, RpcMethod>>): Server {
  return createServer((request, response) => {
    handle(request, response, methods).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain', String(error))
      else response.destroy()
    })
  })
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  methods: Readonly<Record<string, RpcMethod>>,
) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end()
    return
  }
  if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
    send(response, 200, 'text/plain', 'ok')
    return
  }
  if (request.method !== 'POST') {
    send(response, 405, 'text/plain', 'Use POST with a JSON-RPC 2.0 body')
    return
  }
  const body = await readBody(request)
  if (body === undefined) {
    send(response, 413, 'text/plain', 'Request body too large')
    return
  }
  const answer = await answerJsonRpc(body, methods)
  if (answer === undefined) response.writeHead(204, CORS_HEADERS).end()
  else send(response, 200, 'application/json', JSON.stringify(answer))
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType }).end(body)
}
