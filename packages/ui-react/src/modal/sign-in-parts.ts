import type { SocialProvider } from '@gangway/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { lazyView } from './lazy-view.js'
import { whenSettled } from './when-settled.js'

// ARCHITECTURE, UI: e-mail and social sign-in show only where a secure site is configured. Their sections of the
// Connect view are one chunk, fetched once such an app mounts the modal; other hosts never download it.
const loadParts = () => import('../views/Connect/SignInMethods.js')

export const emailFormPart = lazyView(() => loadParts().then((module) => module.EmailForm))
export const socialButtonsPart = lazyView<{ providers: readonly SocialProvider[] }>(() =>
  loadParts().then((module) => module.SocialButtons),
)

/** With a secure site configured, loads the sign-in sections once the page has settled, before Connect shows. */
export function usePreloadSignInParts(): void {
  const signIn = Boolean(useSnapshot(useCore().store.options.state).services?.secureSiteUrl)
  useEffect(() => {
    if (signIn)
      return whenSettled(() => void Promise.all([emailFormPart.preload(), socialButtonsPart.preload()]))
  }, [signIn])
}
