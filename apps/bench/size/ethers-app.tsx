// Size budget: a host app with React, ethers v6 and Gangway (createAppKit + the ethers adapter + a button).
import { EthersAdapter } from '@gangway/adapter-ethers'
import { AppKitButton, createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({ adapters: [new EthersAdapter()], networks: [mainnet], projectId: 'size' })
createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)
