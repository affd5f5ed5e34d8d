import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { TestWallet } from '../wallet/types.js'
import type { ConformanceWallet } from './types.js'

/** The EIP-1193 test wallet, announced with EIP-6963, as the conformance suite drives it. */
export function announcedWalletDriver(wallet: TestWallet): ConformanceWallet {
  return {
    connector: { name: wallet.info.name, type: 'ANNOUNCED', rdns: wallet.info.rdns },
    get address() {
      return wallet.account.address
    },
    provider: wallet.provider,
    rejectNextRequest: () => wallet.rejectNextRequest(),
    async changeAccount() {
      const key = generatePrivateKey()
      wallet.switchAccount(key)
      return privateKeyToAccount(key).address
    },
    async switchChain(network) {
      wallet.switchChain(Number(network.id))
    },
    async disconnect() {
      wallet.disconnectSite()
    },
    async currentChainId() {
      return Number(await wallet.provider.request({ method: 'eth_chainId' }))
    },
  }
}
