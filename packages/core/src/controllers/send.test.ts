import { describe, expect, it } from 'vitest'
import { createStore } from '../create-store.js'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import type { TokenBalance } from '../types.js'
import { createSendController } from './send.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://tokens.test/usdc.png',
}

describe('createSendController', () => {
  it('SPEC §3: the send form starts empty, not loading, with no token balances', () => {
    expect(createSendController().state).toEqual({ tokenBalances: [], loading: false })
  })

  it('SPEC §3: holds the token, the amount and the receiver; a new receiver drops the old profile', () => {
    const send = createSendController()
    send.setToken(usdc)
    send.setTokenAmount('2.5')
    send.setReceiverAddress(ADDRESS)
    send.setReceiverProfile({ name: 'vitalik.eth', image: 'https://a.test/v.png' })
    expect(send.state).toMatchObject({
      token: usdc,
      sendTokenAmount: '2.5',
      receiverAddress: ADDRESS,
      receiverProfileName: 'vitalik.eth',
      receiverProfileImage: 'https://a.test/v.png',
    })
    // State keeps its own copy: the caller's object is not turned into a proxy or shared.
    expect(send.state.token).not.toBe(usdc)

    send.setReceiverAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
    expect(send.state.receiverProfileName).toBeUndefined()
    expect(send.state.receiverProfileImage).toBeUndefined()
  })

  it('SPEC §3: holds the network balance in USD, the token balances and whether they are loading', () => {
    const send = createSendController()
    const balances = [usdc]
    send.setLoading(true)
    send.setTokenBalances(balances)
    send.setNetworkBalanceInUSD('12.50')
    send.setLoading(false)
    expect(send.state).toMatchObject({ tokenBalances: [usdc], networkBalanceInUSD: '12.50', loading: false })
    expect(send.state.tokenBalances[0]).not.toBe(usdc)
    balances.push({ ...usdc, symbol: 'DAI' })
    expect(send.state.tokenBalances).toHaveLength(1)
  })

  it('reset empties the whole form', () => {
    const send = createSendController()
    send.setToken(usdc)
    send.setTokenAmount('1')
    send.setReceiverAddress(ADDRESS)
    send.setReceiverProfile({ name: 'vitalik.eth' })
    send.setNetworkBalanceInUSD('100')
    send.setTokenBalances([usdc])
    send.setLoading(true)
    send.reset()
    expect(send.state).toEqual({ tokenBalances: [], loading: false })
  })
})

describe('store: the send form follows the active network', () => {
  const { mainnet, polygon, solana } = testNetworks

  function filledStore() {
    const store = createStore({ projectId: 'p', networks: [mainnet, polygon, solana] })
    store.chain.addNamespace('eip155', [mainnet, polygon])
    store.chain.addNamespace('solana', [solana])
    store.chain.setActiveCaipNetwork(mainnet)
    store.send.setToken(usdc)
    store.send.setTokenAmount('1')
    store.send.setReceiverAddress(ADDRESS)
    return store
  }

  it('SPEC §4: switching the active network to another namespace resets the send form', () => {
    const store = filledStore()
    store.chain.setActiveCaipNetwork(solana)
    expect(store.send.state).toEqual({ tokenBalances: [], loading: false })
  })

  it('SPEC §4: making another namespace active resets the send form', () => {
    const store = filledStore()
    store.chain.setActiveNamespace('solana')
    expect(store.send.state.token).toBeUndefined()
  })

  it('SPEC §4: switching the active network within a namespace resets the send form too', () => {
    const store = filledStore()
    store.chain.setActiveCaipNetwork(polygon)
    expect(store.send.state.sendTokenAmount).toBeUndefined()
  })

  it('keeps the form when nothing active changes: the same network, or a change in another namespace', () => {
    const store = filledStore()
    store.chain.setActiveCaipNetwork(mainnet)
    store.chain.setNamespaceNetwork(solana)
    store.chain.setAccountState('eip155', { address: ADDRESS, status: 'connected' })
    expect(store.send.state).toMatchObject({ token: usdc, sendTokenAmount: '1', receiverAddress: ADDRESS })
  })
})
