import { describe, expect, it } from 'vitest'
import { answerJsonRpc, JsonRpcError, type RpcMethod } from './json-rpc.js'

const methods: Record<string, RpcMethod> = {
  add: ([a, b]) => Number(a) + Number(b),
  nothing: () => undefined,
  refuse: () => {
    throw new JsonRpcError(-32002, 'Transaction simulation failed', { logs: [] })
  },
  crash: () => {
    throw new Error('boom')
  },
  later: async () => 'done',
}

describe('answerJsonRpc', () => {
  it('answers a call with its id and result (null for nothing), awaiting async methods', async () => {
    expect(await answerJsonRpc('{"jsonrpc":"2.0","id":7,"method":"add","params":[2,3]}', methods)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: 5,
    })
    expect(await answerJsonRpc('{"jsonrpc":"2.0","id":"a","method":"nothing"}', methods)).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: null,
    })
    expect(
      await answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"later","params":[]}', methods),
    ).toMatchObject({
      result: 'done',
    })
  })

  it("answers the JSON-RPC errors: parse, invalid request, method not found, invalid params, the method's own, internal", async () => {
    const errorOf = async (body: string) =>
      ((await answerJsonRpc(body, methods)) as { error: { code: number; message: string; data?: unknown } })
        .error
    expect(await errorOf('{')).toEqual({ code: -32700, message: 'Parse error' })
    expect(await errorOf('{"id":1,"method":"add"}')).toEqual({ code: -32600, message: 'Invalid Request' })
    expect(await errorOf('[]')).toEqual({ code: -32600, message: 'Invalid Request' })
    expect(await errorOf('{"jsonrpc":"2.0","id":1,"method":"toString"}')).toEqual({
      code: -32601,
      message: 'Method not found',
    })
    expect((await errorOf('{"jsonrpc":"2.0","id":1,"method":"add","params":{}}')).code).toBe(-32602)
    expect(await errorOf('{"jsonrpc":"2.0","id":1,"method":"refuse"}')).toEqual({
      code: -32002,
      message: 'Transaction simulation failed',
      data: { logs: [] },
    })
    expect(await errorOf('{"jsonrpc":"2.0","id":1,"method":"crash"}')).toEqual({
      code: -32603,
      message: 'boom',
    })
  })

  it('answers a batch call by call and leaves notifications unanswered', async () => {
    const answer = await answerJsonRpc(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'add', params: [1, 1] },
        { jsonrpc: '2.0', method: 'add', params: [1, 1] },
        { jsonrpc: '2.0', id: 2, method: 'missing' },
      ]),
      methods,
    )
    expect(answer).toEqual([
      { jsonrpc: '2.0', id: 1, result: 2 },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
    expect(await answerJsonRpc('{"jsonrpc":"2.0","method":"ping"}', methods)).toBeUndefined()
  })
})
