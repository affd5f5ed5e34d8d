import * as v from 'valibot'
import type { WalletRecord } from '../storage/types.js'
import { deriveImageId } from './wallet-ids.js'

/** Order of the first configured wallet: after the well-known ones (which start at 1). */
const FIRST_ORDER = 500

const link = v.optional(
  v.pipe(v.string('an https:// link or an app scheme'), v.maxLength(512, 'at most 512 characters')),
)

/**
 * A wallet the operator lists in the production directory (config `wallets`): its id and name, and what the
 * listing shows; the rest gets neutral defaults. Links are kept as given: clients keep only safe ones.
 */
export const ConfiguredWalletSchema = v.strictObject({
  id: v.pipe(
    v.string('a wallet id'),
    v.regex(/^[\w.:-]{1,200}$/, 'a wallet id: 1 to 200 of A-Z a-z 0-9 . _ : -'),
  ),
  name: v.pipe(
    v.string('a wallet name'),
    v.nonEmpty('a wallet name'),
    v.maxLength(128, 'at most 128 characters'),
  ),
  homepage: link,
  rdns: v.optional(v.pipe(v.string('a reverse-DNS id'), v.maxLength(255, 'at most 255 characters'))),
  chains: v.optional(v.array(v.string('a CAIP-2 id'), 'a list of CAIP-2 ids')),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  badge_type: v.optional(v.picklist(['certified', 'none'], 'certified or none')),
  supports_wc: v.optional(v.boolean('true or false')),
})

export type ConfiguredWallet = v.InferOutput<typeof ConfiguredWalletSchema>

/** The directory records of configured wallets, listed after the well-known ones in the order given. */
export function configuredWalletRecords(wallets: readonly ConfiguredWallet[]): WalletRecord[] {
  return wallets.map((wallet, index) => ({
    id: wallet.id,
    name: wallet.name,
    homepage: wallet.homepage ?? null,
    image_id: deriveImageId(wallet.id),
    order: FIRST_ORDER + index,
    rdns: wallet.rdns ?? null,
    chains: wallet.chains ?? [],
    mobile_link: wallet.mobile_link ?? null,
    desktop_link: wallet.desktop_link ?? null,
    webapp_link: wallet.webapp_link ?? null,
    app_store: wallet.app_store ?? null,
    play_store: wallet.play_store ?? null,
    chrome_store: wallet.chrome_store ?? null,
    badge_type: wallet.badge_type ?? 'none',
    supports_wc: wallet.supports_wc ?? true,
  }))
}
