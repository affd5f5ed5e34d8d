import { defineChain, polygon } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './to-viem-chain.js'

describe('toViemChain', () => {
  it('keeps the viem fields of a network made from a viem chain (e.g. multicall3)', () => {
    const chain = toViemChain(polygon)
    expect(chain.id).toBe(137)
    expect(chain.contracts?.multicall3?.address).toMatch(/^0x/)
    expect(chain.rpcUrls.default.http).toEqual(polygon.rpcUrls.default.http)
    expect(chain).not.toHaveProperty('caipNetworkId')
    expect(chain).not.toHaveProperty('chainNamespace')
  })

  it('turns a string id into a number and drops missing RPC or explorer entries', () => {
    const chain = toViemChain(
      defineChain({
        id: '31337' as unknown as number,
        name: 'Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] }, spare: undefined },
      }),
    )
    expect(chain.id).toBe(31337)
    expect(Object.keys(chain.rpcUrls)).toEqual(['default', 'chainDefault'])
  })
})
