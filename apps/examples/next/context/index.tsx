'use client'

import { createAppKit } from '@gangway/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { customRpcUrls, metadata, networks, projectId, services, wagmiAdapter, wagmiConfig } from '../config'

const queryClient = new QueryClient()

// At module level, as AppKit's Next.js guide does: the server renders with the same instance, which never
// touches the DOM there.
export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  projectId,
  networks,
  metadata,
  customRpcUrls,
  services,
})

export default function ContextProvider({
  children,
  cookies,
}: {
  children: ReactNode
  cookies: string | null
}) {
  // The same state on the server (from the request's cookie) and in the first client render: no mismatch.
  const initialState = cookieToInitialState(wagmiConfig, cookies)
  return (
    <WagmiProvider config={wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
