import type { WalletRecord } from '../storage/types.js'
import { CHAIN_IDS, EVM_CHAINS } from './chains.js'
import { deriveImageId, deriveWalletId } from './wallet-ids.js'

const { solana, bitcoin, polkadot, ethereum, polygon, base, avalanche } = CHAIN_IDS

interface KnownWallet {
  name: string
  /** The public wallet registry's id where we know it, so hosts' featured/include/exclude ids keep working. */
  registryId?: string
  rdns: string | null
  homepage: string
  chains: string[]
  mobile?: string
  desktop?: string
  webapp?: string
  chromeStore?: string
  certified?: boolean
}

const chrome = (extensionId: string) => `https://chromewebstore.google.com/detail/${extensionId}`

/**
 * Well-known wallets with their real names, reverse-DNS ids, homepages and chains. Links are each wallet's
 * published deep-link scheme or universal link; store links only where the extension id is well known.
 */
const KNOWN_WALLETS: KnownWallet[] = [
  {
    name: 'MetaMask',
    registryId: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    rdns: 'io.metamask',
    homepage: 'https://metamask.io/',
    chains: [...EVM_CHAINS, solana],
    mobile: 'metamask://',
    webapp: 'https://metamask.app.link',
    chromeStore: chrome('nkbihfbeogaeaoehlefnkodbefgpgknn'),
    certified: true,
  },
  {
    name: 'Trust Wallet',
    registryId: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    rdns: 'com.trustwallet.app',
    homepage: 'https://trustwallet.com/',
    chains: [...EVM_CHAINS, solana, bitcoin],
    mobile: 'trust://',
    webapp: 'https://link.trustwallet.com',
    certified: true,
  },
  {
    name: 'Coinbase Wallet',
    registryId: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    rdns: 'com.coinbase.wallet',
    homepage: 'https://www.coinbase.com/wallet',
    chains: [...EVM_CHAINS, solana],
    mobile: 'cbwallet://',
    webapp: 'https://go.cb-w.com',
    chromeStore: chrome('hnfanknocfeofbddgcijnmhnfnkdnaad'),
    certified: true,
  },
  {
    name: 'Rainbow',
    registryId: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    rdns: 'me.rainbow',
    homepage: 'https://rainbow.me/',
    chains: EVM_CHAINS,
    mobile: 'rainbow://',
    webapp: 'https://rnbwapp.com',
    certified: true,
  },
  {
    name: 'Phantom',
    registryId: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    rdns: 'app.phantom',
    homepage: 'https://phantom.com/',
    chains: [solana, ethereum, polygon, base, bitcoin],
    mobile: 'phantom://',
    chromeStore: chrome('bfnaelmomeimhlpmgjnjophhpkkoljpa'),
    certified: true,
  },
  {
    name: 'Rabby Wallet',
    registryId: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    rdns: 'io.rabby',
    homepage: 'https://rabby.io/',
    chains: EVM_CHAINS,
    mobile: 'rabby://',
    chromeStore: chrome('acmacodkjbdgmoleebolmdjonilkdbch'),
    certified: true,
  },
  {
    name: 'OKX Wallet',
    registryId: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    rdns: 'com.okex.wallet',
    homepage: 'https://www.okx.com/web3',
    chains: [...EVM_CHAINS, solana, bitcoin],
    mobile: 'okex://main',
    certified: true,
  },
  {
    name: 'Zerion',
    registryId: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    rdns: 'io.zerion.wallet',
    homepage: 'https://zerion.io/',
    chains: EVM_CHAINS,
    mobile: 'zerion://',
    webapp: 'https://wallet.zerion.io',
    certified: true,
  },
  {
    name: 'Ledger Live',
    registryId: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    rdns: 'com.ledger',
    homepage: 'https://www.ledger.com/ledger-live',
    chains: [...EVM_CHAINS, solana, bitcoin],
    mobile: 'ledgerlive://',
    desktop: 'ledgerlive://',
    certified: true,
  },
  {
    name: 'Uniswap Wallet',
    registryId: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    rdns: 'org.uniswap.app',
    homepage: 'https://wallet.uniswap.org/',
    chains: EVM_CHAINS,
    mobile: 'uniswap://',
    webapp: 'https://uniswap.org/app',
    certified: true,
  },
  {
    name: 'Safe',
    registryId: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    rdns: null,
    homepage: 'https://safe.global/',
    chains: EVM_CHAINS,
    webapp: 'https://app.safe.global',
    certified: true,
  },
  {
    name: 'Bitget Wallet',
    registryId: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662',
    rdns: 'com.bitget.web3',
    homepage: 'https://web3.bitget.com/',
    chains: [...EVM_CHAINS, solana, bitcoin],
    mobile: 'bitkeep://',
    certified: true,
  },
  {
    name: 'Exodus',
    registryId: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4',
    rdns: 'com.exodus.web3-wallet',
    homepage: 'https://www.exodus.com/',
    chains: [...EVM_CHAINS, solana, bitcoin],
    mobile: 'exodus://',
    desktop: 'exodus://',
    chromeStore: chrome('aholpfdialjgjfhomihkjbmgjidlcdno'),
    certified: true,
  },
  {
    name: 'TokenPocket',
    registryId: '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66',
    rdns: 'pro.tokenpocket',
    homepage: 'https://www.tokenpocket.pro/',
    chains: [...EVM_CHAINS, solana],
    mobile: 'tpoutside://',
    certified: true,
  },
  {
    name: 'Argent',
    rdns: 'xyz.argent',
    homepage: 'https://www.argent.xyz/',
    chains: [ethereum],
    mobile: 'argent://app/',
    certified: true,
  },
  {
    name: 'imToken',
    rdns: 'im.token',
    homepage: 'https://token.im/',
    chains: [...EVM_CHAINS, bitcoin],
    mobile: 'imtokenv2://',
  },
  {
    name: 'Backpack',
    rdns: 'app.backpack',
    homepage: 'https://backpack.app/',
    chains: [solana, ethereum],
    mobile: 'backpack://',
  },
  {
    name: 'Solflare',
    rdns: null,
    homepage: 'https://solflare.com/',
    chains: [solana],
    mobile: 'solflare://',
  },
  { name: 'Frame', rdns: 'sh.frame', homepage: 'https://frame.sh/', chains: EVM_CHAINS, desktop: 'frame://' },
  { name: 'Taho', rdns: 'com.taho', homepage: 'https://taho.xyz/', chains: EVM_CHAINS },
  {
    name: 'Brave Wallet',
    rdns: 'com.brave.wallet',
    homepage: 'https://brave.com/wallet/',
    chains: [...EVM_CHAINS, solana],
  },
  {
    name: 'Enkrypt',
    rdns: 'com.enkrypt',
    homepage: 'https://www.enkrypt.com/',
    chains: [...EVM_CHAINS, bitcoin, polkadot],
  },
  {
    name: 'Core',
    rdns: 'app.core.extension',
    homepage: 'https://core.app/',
    chains: [avalanche, ethereum, bitcoin],
    mobile: 'core://',
  },
  {
    name: 'Family',
    rdns: null,
    homepage: 'https://family.co/',
    chains: EVM_CHAINS,
    mobile: 'familywallet://',
  },
  {
    name: 'Zengo',
    rdns: null,
    homepage: 'https://zengo.com/',
    chains: [...EVM_CHAINS, bitcoin],
    mobile: 'zengo://get',
  },
  {
    name: '1inch Wallet',
    rdns: 'io.1inch.wallet',
    homepage: 'https://1inch.io/wallet/',
    chains: [...EVM_CHAINS, solana],
    mobile: 'oneinch://',
  },
  {
    name: 'SafePal',
    rdns: 'com.safepal',
    homepage: 'https://www.safepal.com/',
    chains: [...EVM_CHAINS, solana, bitcoin],
    mobile: 'safepalwallet://',
  },
  {
    name: 'Math Wallet',
    rdns: 'com.mathwallet',
    homepage: 'https://mathwallet.org/',
    chains: [...EVM_CHAINS, solana, polkadot],
    mobile: 'mathwallet://',
  },
  { name: 'Xverse', rdns: null, homepage: 'https://www.xverse.app/', chains: [bitcoin], mobile: 'xverse://' },
  { name: 'Leather', rdns: null, homepage: 'https://leather.io/', chains: [bitcoin] },
]

/** The well-known wallets as directory records, first in the default order. */
export function knownWalletRecords(): WalletRecord[] {
  return KNOWN_WALLETS.map((wallet, index) => {
    const id = wallet.registryId ?? deriveWalletId(wallet.name)
    return {
      id,
      name: wallet.name,
      homepage: wallet.homepage,
      image_id: deriveImageId(id),
      order: index + 1,
      rdns: wallet.rdns,
      chains: wallet.chains,
      mobile_link: wallet.mobile ?? null,
      desktop_link: wallet.desktop ?? null,
      webapp_link: wallet.webapp ?? null,
      app_store: null,
      play_store: null,
      chrome_store: wallet.chromeStore ?? null,
      badge_type: wallet.certified ? 'certified' : 'none',
      supports_wc: wallet.mobile !== undefined || wallet.desktop !== undefined || wallet.webapp !== undefined,
    }
  })
}
