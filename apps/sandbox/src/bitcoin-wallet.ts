import { createBitcoinTestWallet, registerBitcoinTestWallet } from '@gangway/testing'
import { servicesUrl } from './config'
import type { MessageSigner } from './message-signer'

const FAUCET_SATS = 5_000_000

/**
 * The Bitcoin Wallet Standard test wallet (its controls on `window.__gangwayBitcoinWallet`). On the multichain
 * page it takes the EVM test wallet's name, so the modal shows one multi-chain wallet (SPEC §4 merge rule).
 */
export function registerBitcoinWallet(name?: string) {
  const wallet = createBitcoinTestWallet({ storage: window.localStorage, ...(name ? { name } : {}) })
  registerBitcoinTestWallet(wallet)
  Object.assign(window, { __gangwayBitcoinWallet: wallet })
  return wallet
}

/**
 * The local ledger has no miner: the sandbox's faucet asks the services' development hooks for new outputs
 * (0.05 BTC) paying the wallet's payment address.
 */
export async function fundFromFaucet(chainId: string, address: string): Promise<void> {
  const response = await fetch(new URL('/__test/bitcoin/utxos', servicesUrl), {
    method: 'POST',
    body: JSON.stringify({ chainId, address, sats: FAUCET_SATS }),
  })
  if (!response.ok) throw new Error(`The faucet answered ${response.status}`)
}

/** As a Bitcoin host signs: the provider's BIP-137 signature of the text, base64. */
export const signBitcoinMessage: MessageSigner = (provider, address, message) =>
  (provider as { signMessage(params: { address: string; message: string }): Promise<string> }).signMessage({
    address,
    message,
  })
