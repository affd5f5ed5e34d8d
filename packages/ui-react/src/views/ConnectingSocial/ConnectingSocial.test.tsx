import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, renderWithCore } from '../../test-utils.js'
import { ConnectingSocial } from './ConnectingSocial.js'

const RESULT = 'http://localhost:8790/social-callback.html?code=c&state=s'

function coreBackFromRedirect() {
  const core = createTestCore({
    services: { secureSiteUrl: 'https://secure.gangway.test' },
    features: { socials: ['google'] },
  })
  core.store.router.reset('ConnectingSocial', { provider: 'google', resultUri: RESULT })
  return core
}

describe('ConnectingSocial after a top-level redirect', () => {
  it('finishes the sign-in with the result the page came back with, once', async () => {
    const core = coreBackFromRedirect()
    const finish = vi.spyOn(core, 'finishSocialRedirect').mockResolvedValue()
    const { unmount } = renderWithCore(<ConnectingSocial />, core)
    expect(screen.getByText('Signing in with Google')).toBeTruthy()
    await waitFor(() => expect(finish).toHaveBeenCalledWith('google', RESULT))
    // Mounted again (React's strict mode does so): the code is not redeemed twice.
    unmount()
    renderWithCore(<ConnectingSocial />, core)
    expect(finish).toHaveBeenCalledOnce()
  })

  it('says why it failed and starts over from Connect on Try again', async () => {
    const user = userEvent.setup()
    const core = coreBackFromRedirect()
    vi.spyOn(core, 'finishSocialRedirect').mockRejectedValue(
      new Error('Unknown, used or expired sign-in: start again'),
    )
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWithCore(<ConnectingSocial />, core)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unknown, used or expired sign-in: start again',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(open).toHaveBeenCalledOnce()
    expect(core.store.router.state.history).toEqual(['Connect', 'ConnectingSocial'])
    open.mockRestore()
  })
})
