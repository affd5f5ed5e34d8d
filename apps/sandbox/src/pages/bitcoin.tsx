import { BitcoinAdapter } from '@gangway/adapter-bitcoin'
import { bitcoin } from '@gangway/react/networks'
import { createPageAppKit } from '../appkit'
import { fundFromFaucet, registerBitcoinWallet, signBitcoinMessage } from '../bitcoin-wallet'
import { servicesUrl } from '../config'
import { mountAdapterPage } from './mount'

const TITLE = 'Bitcoin adapter'

/** A host on bitcoinjs-lib: BitcoinAdapter with a Wallet Standard wallet, balances from the local ledger. */
export function start(root: HTMLElement) {
  registerBitcoinWallet()
  const appKit = createPageAppKit({
    adapters: [new BitcoinAdapter({ api: servicesUrl })],
    networks: [bitcoin],
    title: TITLE,
  })
  mountAdapterPage(root, TITLE, [
    {
      namespace: 'bip122',
      label: 'Bitcoin',
      sign: signBitcoinMessage,
      action: {
        label: 'Get test BTC',
        async run(address) {
          await fundFromFaucet(bitcoin.caipNetworkId, address)
          await appKit.updateNativeBalance('bip122')
        },
      },
    },
  ])
}
