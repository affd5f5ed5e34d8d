import { onrampState } from '@gangway/core/onramp'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '../../test-utils.js'
import { buyCore, setOptions, stubOnrampService, TEST_OPTIONS } from '../OnRampProviders/test-onramp.js'
import { OnRampFiatSelect } from './OnRampFiatSelect.js'

describe('OnRampFiatSelect', () => {
  it('SPEC §5: lists the payment currencies with their card limits; picking one goes back to Buy', async () => {
    const user = userEvent.setup()
    stubOnrampService()
    const core = await buyCore('OnRampFiatSelect')
    setOptions(core, {
      ...TEST_OPTIONS,
      paymentCurrencies: [...TEST_OPTIONS.paymentCurrencies, { id: 'GBP', payment_method_limits: [] }],
    })
    renderWithCore(<OnRampFiatSelect />, core)
    const list = within(screen.getByRole('list', { name: 'Currencies you can pay in' }))
    expect(list.getByRole('button', { name: 'USD Card 10.00–7500.00' }).getAttribute('aria-current')).toBe(
      'true',
    )
    expect(list.getByRole('button', { name: 'GBP No card payments' })).toBeTruthy()
    await user.click(list.getByRole('button', { name: 'EUR Card 10.00–7500.00' }))
    expect(onrampState(core).selection.paymentCurrency).toBe('EUR')
    expect(core.store.router.state.view).toBe('OnRampProviders')
  })
})
