import { type BlockchainClient, createBlockchainClient } from '@gangway/api/blockchain'
import type { Store } from '../create-store.js'
import { DIRECTORY_SDK } from '../controllers/directory.js'
import type { AccountHost } from './host.js'

const clients = new WeakMap<Store, { baseUrl: string; client: BlockchainClient }>()

/**
 * The instance's blockchain-service client, or undefined when the app configured none (the account features
 * that need it then stay hidden). One client per instance and URL: its caches and retry window are the
 * instance's (SPEC §9). Its notices, such as 'Token Balance Unavailable', show as an error toast.
 */
export function blockchainServices({ store }: AccountHost): BlockchainClient | undefined {
  const baseUrl = store.options.state.services?.blockchainApiUrl
  if (!baseUrl) return undefined
  const known = clients.get(store)
  if (known?.baseUrl === baseUrl) return known.client
  const client = createBlockchainClient({
    baseUrl,
    projectId: store.options.state.projectId,
    ...DIRECTORY_SDK,
    onNotice: (notice) => store.snack.show(notice.toast, 'error'),
  })
  clients.set(store, { baseUrl, client })
  return client
}
