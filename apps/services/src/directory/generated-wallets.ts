import type { WalletRecord } from '../storage/types.js'
import { CHAIN_IDS } from './chains.js'
import { deriveImageId, deriveWalletId } from './wallet-ids.js'

// Words for generated names; none contains another wallet's name (a search for 'rain' finds only Rainbow).
const WORDS = [
  'Harbor',
  'Beacon',
  'Summit',
  'Meadow',
  'Cobalt',
  'Juniper',
  'Lantern',
  'Orchid',
  'Quartz',
  'Falcon',
  'Willow',
  'Ember',
  'Glacier',
  'Horizon',
  'Ivory',
  'Kestrel',
  'Lagoon',
  'Maple',
  'Nimbus',
  'Opal',
  'Pebble',
  'Quill',
  'Ridge',
  'Saffron',
  'Tundra',
  'Umber',
  'Velvet',
  'Wharf',
  'Yarrow',
  'Zephyr',
  'Anchor',
  'Birch',
  'Cedar',
  'Dune',
  'Fjord',
  'Granite',
  'Heron',
  'Indigo',
  'Jasper',
  'Koala',
]

const { ethereum, polygon, solana, bitcoin, base, arbitrum } = CHAIN_IDS

/** Chain sets cycled through the generated wallets, mixing EVM, Solana and Bitcoin. */
const CHAIN_SETS: string[][] = [
  [ethereum, polygon],
  [ethereum],
  [solana],
  [polygon, bitcoin],
  [ethereum, polygon, solana],
  [bitcoin],
  [ethereum, base, arbitrum],
]

/** Deterministic filler wallets ('Harbor Wallet 1', …) numbered from 1, ordered after `firstOrder`. */
export function generatedWalletRecords(count: number, firstOrder: number): WalletRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const word = WORDS[index % WORDS.length]!
    const name = `${word} Wallet ${number}`
    const slug = `${word.toLowerCase()}-wallet-${number}`
    const id = deriveWalletId(name)
    const hasWebapp = number % 3 === 0
    return {
      id,
      name,
      homepage: `https://${slug}.example/`,
      image_id: deriveImageId(id),
      order: firstOrder + index,
      rdns: number % 2 === 0 ? `example.${word.toLowerCase()}${number}` : null,
      chains: CHAIN_SETS[index % CHAIN_SETS.length]!,
      mobile_link: `${word.toLowerCase()}${number}://`,
      desktop_link: number % 5 === 0 ? `${word.toLowerCase()}${number}-desktop://` : null,
      webapp_link: hasWebapp ? `https://${slug}.example/app` : null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      badge_type: number % 10 === 0 ? 'certified' : 'none',
      supports_wc: true,
    }
  })
}
