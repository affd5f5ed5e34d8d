import { MAX_NAME_LENGTH } from '@gangway/api/schemas'
import type { WalletRecord } from '../storage/types.js'
import { CHAIN_IDS } from './chains.js'
import { deriveImageId } from './wallet-ids.js'

/**
 * Deliberately hostile listings, served in development and test mode only, so the client's sanitising is
 * proven end to end: a client must never follow these links or render these names as markup.
 */
export const HOSTILE_WALLET_IDS = {
  javascriptLink: 'gangway-hostile-javascript-link',
  dataLink: 'gangway-hostile-data-link',
  longName: 'gangway-hostile-long-name',
  markupName: 'gangway-hostile-markup-name',
} as const

/** As long as a client accepts (longer names are dropped by the schema), so the UI must truncate it. */
export const LONG_WALLET_NAME = `Long Name Wallet that goes on${' and on'.repeat(20)}`
  .slice(0, MAX_NAME_LENGTH - 1)
  .concat('!')

const hostile = (
  id: string,
  name: string,
  order: number,
  links: Pick<WalletRecord, 'homepage' | 'mobile_link' | 'desktop_link' | 'webapp_link'>,
): WalletRecord => ({
  id,
  name,
  image_id: deriveImageId(id),
  order,
  rdns: null,
  chains: [CHAIN_IDS.ethereum, CHAIN_IDS.polygon],
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
  supports_wc: true,
  ...links,
})

export function hostileWalletRecords(firstOrder: number): WalletRecord[] {
  return [
    hostile(HOSTILE_WALLET_IDS.javascriptLink, 'Evil Link Wallet', firstOrder, {
      homepage: 'javascript:alert(1)',
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'javascript:alert(1)',
      webapp_link: 'javascript:alert(1)',
    }),
    hostile(HOSTILE_WALLET_IDS.dataLink, 'Data Link Wallet', firstOrder + 1, {
      homepage: 'https://data-link-wallet.example/',
      mobile_link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      desktop_link: null,
      webapp_link: 'data:text/html,<script>alert(1)</script>',
    }),
    hostile(HOSTILE_WALLET_IDS.longName, LONG_WALLET_NAME, firstOrder + 2, {
      homepage: 'https://long-name-wallet.example/',
      mobile_link: 'longname://',
      desktop_link: null,
      webapp_link: 'https://long-name-wallet.example/app',
    }),
    hostile(HOSTILE_WALLET_IDS.markupName, 'Markup <img src=x onerror=alert(1)> Wallet', firstOrder + 3, {
      homepage: 'https://markup-wallet.example/',
      mobile_link: 'markup://',
      desktop_link: null,
      webapp_link: null,
    }),
  ]
}
