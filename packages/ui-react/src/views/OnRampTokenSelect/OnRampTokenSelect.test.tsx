import { onrampState } from '@gangway/core/onramp'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithCore, update } from '../../test-utils.js'
import { buyCore, setOptions, stubOnrampService, TEST_OPTIONS } from '../OnRampProviders/test-onramp.js'
import { OnRampTokenSelect } from './OnRampTokenSelect.js'

describe('OnRampTokenSelect', () => {
  it('lists the coins sold on the active network, the picked one current; picking goes back to Buy', async () => {
    const user = userEvent.setup()
    stubOnrampService()
    const core = await buyCore('OnRampTokenSelect')
    setOptions(core, {
      ...TEST_OPTIONS,
      purchaseCurrencies: [
        ...TEST_OPTIONS.purchaseCurrencies,
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: 'eip155:1', contract_address: '0xa0b8' },
          ],
        },
      ],
    })
    renderWithCore(<OnRampTokenSelect />, core)
    const list = within(screen.getByRole('list', { name: 'Coins you can buy on Ethereum' }))
    // POL is sold on Polygon only.
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'ETHEthereum',
      'USDCUSD Coin',
    ])
    expect(list.getByRole('button', { name: 'ETH Ethereum' }).getAttribute('aria-current')).toBe('true')
    await user.click(list.getByRole('button', { name: 'USDC USD Coin' }))
    expect(onrampState(core).selection.purchaseCurrency).toBe('USDC')
    expect(core.store.router.state.view).toBe('OnRampProviders')
  })

  it('follows the network: on Polygon it offers POL', async () => {
    stubOnrampService()
    const core = await buyCore('OnRampTokenSelect')
    setOptions(core)
    renderWithCore(<OnRampTokenSelect />, core)
    await update(() => core.store.chain.setActiveCaipNetwork(core.store.chain.findNetwork('eip155:137')!))
    const list = within(screen.getByRole('list', { name: 'Coins you can buy on Polygon' }))
    expect(list.getByRole('button', { name: 'POL Polygon' })).toBeTruthy()
  })
})
