// Size budget: a host app with React and Gangway (createAppKit + the solana adapter + a button).
import { SolanaAdapter } from '@gangway/adapter-solana'
import { AppKitButton, createAppKit } from '@gangway/react'
import { solanaLocalnet } from '@gangway/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({ adapters: [new SolanaAdapter()], networks: [solanaLocalnet], projectId: 'size' })
createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)
