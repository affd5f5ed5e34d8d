import { sha256 } from '@noble/hashes/sha2'
import { utf8 } from '@scure/base'
import type { Hex } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../wallet/create-test-wallet.js'
import { bitcoinKey } from './bitcoin.js'
import { cosmosKey } from './cosmos.js'
import { evmKey } from './evm.js'
import { polkadotKey } from './polkadot.js'
import { solanaKey } from './solana.js'
import type { LabAccount, LabKey, LabKeyOptions, LabKeyring, LabNamespace } from './types.js'

/** anvil's second funded account, the lab wallet's other EVM account. */
export const ANVIL_PRIVATE_KEY_1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

export const LAB_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] as const satisfies readonly LabNamespace[]

const DEFAULT_SEED = 'gangway-lab-wallet'

type KeyFactory = (secretKey: Uint8Array, path: string) => LabKey

const SEEDED: Record<Exclude<LabNamespace, 'eip155'>, KeyFactory> = {
  solana: solanaKey,
  polkadot: polkadotKey,
  bip122: bitcoinKey,
  cosmos: cosmosKey,
}

/**
 * Two keys per namespace, the same for the same options. Non-EVM secrets are SHA-256 of
 * `seed/namespace/index`: deterministic and readable, which is all a lab key needs (never hold value).
 */
export function deriveLabKeys(options: LabKeyOptions = {}): LabKeyring {
  const { seed = DEFAULT_SEED, eip155PrivateKeys = [ANVIL_PRIVATE_KEY, ANVIL_PRIVATE_KEY_1] } = options
  const seeded = (namespace: keyof typeof SEEDED, index: number) => {
    const path = `${seed}/${namespace}/${index}`
    return SEEDED[namespace](sha256(utf8.decode(path)), path)
  }
  const pair = (namespace: keyof typeof SEEDED) => [seeded(namespace, 0), seeded(namespace, 1)] as const
  return {
    eip155: [evmKey(eip155PrivateKeys[0], 0), evmKey(eip155PrivateKeys[1], 1)],
    solana: pair('solana'),
    polkadot: pair('polkadot'),
    bip122: pair('bip122'),
    cosmos: pair('cosmos'),
  }
}

/** The public part of a key: SPEC §3's account record. */
export function toAccount({ secretKey: _secret, ...account }: LabKey): LabAccount {
  return account
}

/** Every account of the lab wallet, index 0 then 1 per namespace, without secrets. */
export function labAccounts(options: LabKeyOptions = {}): Record<LabNamespace, [LabAccount, LabAccount]> {
  const keys = deriveLabKeys(options)
  return Object.fromEntries(
    LAB_NAMESPACES.map((namespace) => [namespace, keys[namespace].map(toAccount)]),
  ) as Record<LabNamespace, [LabAccount, LabAccount]>
}
