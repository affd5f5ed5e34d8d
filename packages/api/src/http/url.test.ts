import { describe, expect, it } from 'vitest'
import { buildUrl, pathSegment } from './url.js'

describe('buildUrl', () => {
  it('SPEC §7: appends query params, arrays as comma lists, skipping undefined and null', () => {
    const url = buildUrl('http://127.0.0.1:8787', '/getWallets', {
      projectId: 'p1',
      page: 2,
      include: ['a', 'b'],
      search: undefined,
      chains: null,
      flag: false,
    })
    expect(url.href).toBe('http://127.0.0.1:8787/getWallets?projectId=p1&page=2&include=a%2Cb&flag=false')
  })

  it('keeps a base path and accepts paths with or without a leading slash', () => {
    expect(buildUrl('https://host.example/api/', 'v1/supported-chains').href).toBe(
      'https://host.example/api/v1/supported-chains',
    )
    expect(buildUrl('https://host.example/api', '/v1/identity/0x1').href).toBe(
      'https://host.example/api/v1/identity/0x1',
    )
  })

  it('encodes path segments so they cannot climb out of their route', () => {
    expect(pathSegment('../../admin?x=1')).toBe('..%2F..%2Fadmin%3Fx%3D1')
    expect(buildUrl('https://h.example', `/getWalletImage/${pathSegment('../x')}`).pathname).toBe(
      '/getWalletImage/..%2Fx',
    )
  })
})
