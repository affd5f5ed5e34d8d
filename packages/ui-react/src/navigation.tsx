import { createContext, type ReactNode, useContext } from 'react'

/** Leaves the page for `url` (a wallet's app or in-app browser). */
export type Navigate = (url: string) => void

const NavigateContext = createContext<Navigate>((url) => window.location.assign(url))

/** Replaces the page navigation below it: tests and stories assert a redirect instead of following it. */
export function NavigateProvider({ navigate, children }: { navigate: Navigate; children?: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
}

export function useNavigate(): Navigate {
  return useContext(NavigateContext)
}
