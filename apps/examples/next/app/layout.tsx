import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { wagmiCookies } from '../config/cookies'
import ContextProvider from '../context'
import './globals.css'

export const metadata: Metadata = {
  title: 'Gangway on Next.js',
  description: 'Gangway in a server-rendered Next.js app',
}

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  // Reading the request's headers makes every page render per request, with the visitor's wagmi cookie.
  const cookies = wagmiCookies((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
