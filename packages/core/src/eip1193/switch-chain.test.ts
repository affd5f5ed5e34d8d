import { defineChain, isUserRejection, polygon } from '@gangway/common'
import { createTestWallet } from '@gangway/testing'
import { describe, expect, it } from 'vitest'
import { requestWallet } from './eip1193-connection.js'
import { addEthereumChainParameter, isUnrecognizedChain, switchEthereumChain } from './switch-chain.js'

// Switching and adding chains is the wallet's own business: no node is contacted.
const localPolygon = defineChain({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9137'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})

function walletOn(ids: number[]) {
  const wallet = createTestWallet({ chains: ids.map((id) => ({ id, rpcUrl: `http://127.0.0.1:9${id}` })) })
  const requested: string[] = []
  const request = (args: { method: string; params?: unknown }) => {
    requested.push(args.method)
    return requestWallet(wallet.provider, args as never)
  }
  return { wallet, request, requested }
}

describe('switchEthereumChain', () => {
  it('switches a wallet that knows the chain, with one request', async () => {
    const { wallet, request, requested } = walletOn([1, 137])
    await switchEthereumChain(request, localPolygon)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
    expect(requested).toEqual(['wallet_switchEthereumChain'])
  })

  it('SPEC §8 4902: a wallet that lacks the chain is asked to add it from the network, then to switch', async () => {
    const { wallet, request, requested } = walletOn([1])
    await switchEthereumChain(request, localPolygon)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
    expect(requested).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('a switch the user rejects fails as a user rejection, and nothing is added', async () => {
    const { wallet, request, requested } = walletOn([1, 137])
    wallet.rejectNextRequest()
    const error = await switchEthereumChain(request, localPolygon).catch((caught: unknown) => caught)
    expect(isUserRejection(error)).toBe(true)
    expect(requested).toEqual(['wallet_switchEthereumChain'])
  })

  it('an add the user rejects fails as a user rejection', async () => {
    const { wallet, request } = walletOn([1])
    // The switch is refused before any prompt (4902); the add is the prompt the user rejects.
    wallet.rejectNextRequest()
    expect(isUserRejection(await switchEthereumChain(request, localPolygon).catch((e: unknown) => e))).toBe(
      true,
    )
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })
})

describe('addEthereumChainParameter', () => {
  it("EIP-3085 parameters from the network's own definition", () => {
    expect(addEthereumChainParameter(localPolygon)).toEqual({
      chainId: '0x89',
      chainName: 'Polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:9137'],
      blockExplorerUrls: ['https://polygonscan.com'],
    })
  })

  it("prefers the chain's public RPC URLs over the default ones when a network has both", () => {
    const withGateway = {
      ...polygon,
      rpcUrls: {
        default: { http: ['https://gateway.example/137?key=secret'] },
        chainDefault: { http: ['https://polygon-rpc.com'] },
      },
    }
    expect(addEthereumChainParameter(withGateway).rpcUrls).toEqual(['https://polygon-rpc.com'])
  })
})

describe('isUnrecognizedChain', () => {
  it('finds 4902 on the error, in its cause chain, or nested as MetaMask Mobile sends it', () => {
    expect(isUnrecognizedChain({ code: 4902 })).toBe(true)
    expect(isUnrecognizedChain(new Error('wrapped', { cause: { code: 4902 } }))).toBe(true)
    expect(isUnrecognizedChain({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(true)
    expect(isUnrecognizedChain({ code: 4001 })).toBe(false)
    expect(isUnrecognizedChain(undefined)).toBe(false)
  })
})
