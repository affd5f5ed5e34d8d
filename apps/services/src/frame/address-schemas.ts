import { PublicKey } from '@solana/web3.js'
import { getAddress, isAddress } from 'viem'
import * as v from 'valibot'

// The embedded wallet's public addresses as the frame reports them (key-routes.ts, share-routes.ts).

/** 0x and 40 hex digits; a mixed-case address must carry a valid checksum. Stored checksummed. */
const Eip155AddressSchema = v.pipe(
  v.string(),
  v.check(
    (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && isAddress(address),
    'Invalid EVM address: 0x and 40 hex digits',
  ),
  v.transform((address) => getAddress(address)),
)

function isSolanaPublicKey(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  try {
    // Decodes the base58 text; anything but 32 bytes throws.
    new PublicKey(address)
    return true
  } catch {
    return false
  }
}

const SolanaAddressSchema = v.pipe(
  v.string(),
  v.check(isSolanaPublicKey, 'Invalid Solana address: a base58 32-byte public key'),
)

/** Both addresses of an embedded wallet: its EVM account and its Solana key. */
export const WalletAddressesSchema = v.object({ eip155: Eip155AddressSchema, solana: SolanaAddressSchema })
