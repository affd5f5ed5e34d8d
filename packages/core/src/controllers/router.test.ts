import { describe, expect, it, vi } from 'vitest'
import { createRouterController } from './router.js'

function setup() {
  const closeModal = vi.fn()
  return { closeModal, router: createRouterController({ closeModal }) }
}

describe('createRouterController', () => {
  it('SPEC §2: push adds a view unless it is already current', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('AllWallets')
    expect(router.state.history).toEqual(['Connect', 'AllWallets'])
    expect(router.state.view).toBe('AllWallets')
  })

  it('SPEC §2: replace swaps the last view', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.replace('ConnectingExternal', {
      connector: { id: 'w', name: 'W', type: 'INJECTED', chain: 'eip155' },
    })
    expect(router.state.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.state.view).toBe('ConnectingExternal')
    expect(router.state.data?.connector?.id).toBe('w')
  })

  it('SPEC §2: reset sets a single view', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('WhatIsAWallet')
    router.reset('Account')
    expect(router.state.history).toEqual(['Account'])
    expect(router.state.view).toBe('Account')
  })

  it('SPEC §2: back pops the history', () => {
    const { router, closeModal } = setup()
    router.push('AllWallets')
    router.push('WhatIsAWallet')
    router.goBack()
    expect(router.state.history).toEqual(['Connect', 'AllWallets'])
    expect(router.state.view).toBe('AllWallets')
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('SPEC §2: back closes the modal when one view is left', () => {
    const { router, closeModal } = setup()
    router.goBack()
    expect(closeModal).toHaveBeenCalledOnce()
    expect(router.state.history).toEqual(['Connect'])
  })

  it('SPEC §2: back closes the modal when UnsupportedChain is in the history', () => {
    const { router, closeModal } = setup()
    router.reset('UnsupportedChain')
    router.push('Networks')
    router.goBack()
    expect(closeModal).toHaveBeenCalledOnce()
  })
})
