import { type CaipNetwork, mainnet } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { addressExplorerUrl, transactionExplorerUrl } from './explorer.js'

const withExplorer = (url: string): CaipNetwork => ({
  ...mainnet,
  blockExplorers: { default: { name: 'Explorer', url } },
})
const HASH = `0x${'ab'.repeat(32)}`

describe('explorer links', () => {
  it('link to the transaction and the address on the network explorer', () => {
    expect(transactionExplorerUrl(withExplorer('https://scan.example/'), HASH)).toBe(
      `https://scan.example/tx/${HASH}`,
    )
    expect(addressExplorerUrl(withExplorer('https://scan.example'), '0xabc')).toBe(
      'https://scan.example/address/0xabc',
    )
  })

  it('accept plain http only on this machine (a local explorer)', () => {
    expect(transactionExplorerUrl(withExplorer('http://127.0.0.1:8787/explorer/1'), HASH)).toBe(
      `http://127.0.0.1:8787/explorer/1/tx/${HASH}`,
    )
    expect(transactionExplorerUrl(withExplorer('http://scan.example'), HASH)).toBeUndefined()
  })

  it('never link to a script or a malformed explorer, and escape what they append', () => {
    expect(transactionExplorerUrl(withExplorer('javascript:alert(1)//'), HASH)).toBeUndefined()
    expect(addressExplorerUrl(withExplorer('not a url'), '0xabc')).toBeUndefined()
    const { blockExplorers: _, ...bare } = mainnet
    expect(transactionExplorerUrl(bare as CaipNetwork, HASH)).toBeUndefined()
    expect(transactionExplorerUrl(withExplorer('https://scan.example'), '../x?y')).toBe(
      'https://scan.example/tx/..%2Fx%3Fy',
    )
  })
})
