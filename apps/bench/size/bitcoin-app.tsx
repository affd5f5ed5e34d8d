// Size budget: a host app with React and Gangway (createAppKit + the bitcoin adapter + a button).
import { BitcoinAdapter } from '@gangway/adapter-bitcoin'
import { AppKitButton, createAppKit } from '@gangway/react'
import { bitcoin } from '@gangway/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({ adapters: [new BitcoinAdapter()], networks: [bitcoin], projectId: 'size' })
createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)
