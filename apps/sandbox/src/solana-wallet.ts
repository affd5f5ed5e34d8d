import { createSolanaTestWallet, registerSolanaTestWallet } from '@gangway/testing'
import { solanaRpcUrl } from './config'

/**
 * The Solana Wallet Standard test wallet (its account is funded by `gangway-chains`), with its controls on
 * `window.__gangwaySolanaWallet` for the end-to-end tests. On the multichain page it takes the EVM test
 * wallet's name, so the modal shows one multi-chain wallet (SPEC §4 merge rule).
 */
export function registerSolanaWallet(name?: string): void {
  const wallet = createSolanaTestWallet({
    rpcUrl: solanaRpcUrl,
    storage: window.localStorage,
    ...(name ? { name } : {}),
  })
  registerSolanaTestWallet(wallet)
  Object.assign(window, { __gangwaySolanaWallet: wallet })
}
