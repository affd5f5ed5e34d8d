// Size budget: a host app with React, ethers v5 and Gangway (createAppKit + the ethers5 adapter + a button).
import { Ethers5Adapter } from '@gangway/adapter-ethers5'
import { AppKitButton, createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({ adapters: [new Ethers5Adapter()], networks: [mainnet], projectId: 'size' })
createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)
