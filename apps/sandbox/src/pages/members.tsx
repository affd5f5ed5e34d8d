import { SolanaAdapter } from '@gangway/adapter-solana'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { solanaLocalnet } from '@gangway/react/networks'
import { createServicesSIWX } from '@gangway/react/siwx'
import { createPageAppKit } from '../appkit'
import { customRpcUrls, evmNetworks, projectId, servicesUrl } from '../config'
import { MembersPanel } from '../MembersPanel'
import { signSolanaMessage } from '../sign-solana'
import { registerSolanaWallet } from '../solana-wallet'
import { registerTestWallet } from '../test-wallet'
import { mountAdapterPage } from './mount'

const TITLE = 'Members only (Sign In With X)'

/**
 * Sign In With X with its sessions kept on the services: after connecting, the visitor signs a message, and the
 * members panel opens through the sandbox's own server route. `?required=0` makes signing in optional;
 * `?ns=solana` runs the page on the Solana adapter and test wallet.
 */
export function start(root: HTMLElement) {
  const query = new URLSearchParams(window.location.search)
  const siwx = createServicesSIWX({ apiUrl: servicesUrl, projectId, required: query.get('required') !== '0' })
  if (query.get('ns') === 'solana') {
    registerSolanaWallet()
    createPageAppKit({ adapters: [new SolanaAdapter()], networks: [solanaLocalnet], title: TITLE, siwx })
    mountAdapterPage(
      root,
      TITLE,
      [{ namespace: 'solana', label: 'Solana', sign: signSolanaMessage }],
      <MembersPanel namespace="solana" />,
    )
    return
  }
  registerTestWallet()
  createPageAppKit({
    adapters: [new WagmiAdapter({ networks: evmNetworks, projectId, customRpcUrls })],
    networks: evmNetworks,
    title: TITLE,
    siwx,
  })
  mountAdapterPage(
    root,
    TITLE,
    [
      {
        namespace: 'eip155',
        label: 'EVM',
        sign: (provider, address, message) =>
          (provider as { request(args: unknown): Promise<string> }).request({
            method: 'personal_sign',
            params: [message, address],
          }),
      },
    ],
    <MembersPanel namespace="eip155" />,
  )
}
