import type { AccountInfo, AppKitEvent, NetworkInfo, PublicState, ThemeControllerState } from '@gangway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from './index.js'
import { mainnet, polygon } from './networks.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const created: { destroy(): Promise<void> }[] = []

afterEach(async () => {
  await Promise.all(created.splice(0).map((appKit) => appKit.destroy()))
  document.body.replaceChildren()
  localStorage.clear()
})

/** Valtio tells subscribers after the current task's microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('subscriptions from plain JavaScript (no React)', () => {
  it('tells each subscriber of state, account, network, theme and events what changed', async () => {
    const appKit = createAppKit({ projectId: 'html', networks: [mainnet, polygon] })
    created.push(appKit)
    const states: PublicState[] = []
    const accounts: AccountInfo[] = []
    const networks: NetworkInfo[] = []
    const themes: ThemeControllerState[] = []
    const events: AppKitEvent[] = []
    appKit.subscribeState((state) => states.push(state))
    appKit.subscribeAccount((account) => accounts.push(account))
    appKit.subscribeNetwork((network) => networks.push(network))
    appKit.subscribeTheme((theme) => themes.push(theme))
    appKit.subscribeEvents((event) => events.push(event))

    await appKit.open({ view: 'Networks' })
    await appKit.switchNetwork(polygon, { throwOnFailure: true })
    appKit.core.store.chain.setAccountState('eip155', {
      address,
      caipAddress: `eip155:137:${address}`,
      status: 'connected',
    })
    appKit.setThemeMode('light')
    await settle()

    expect(states.at(-1)).toMatchObject({ open: true })
    expect(events.map(({ data }) => data.event)).toContain('MODAL_OPEN')
    expect(accounts.at(-1)).toMatchObject({ address, isConnected: true, status: 'connected' })
    expect(themes.at(-1)).toMatchObject({ themeMode: 'light' })
    expect(networks.at(-1)).toMatchObject({ chainId: 137, caipNetworkId: 'eip155:137' })
  })

  it('stops telling a subscriber once it unsubscribes', async () => {
    const appKit = createAppKit({ projectId: 'html', networks: [mainnet] })
    created.push(appKit)
    const themes: ThemeControllerState[] = []
    const unsubscribe = appKit.subscribeTheme((theme) => themes.push(theme))
    appKit.setThemeMode('light')
    await settle()
    unsubscribe()
    appKit.setThemeMode('dark')
    await settle()
    expect(themes.map(({ themeMode }) => themeMode)).toEqual(['light'])
  })
})
