import { type Address, getAddress, isAddress, isAddressEqual } from 'viem'
import { POOL_NATIVE } from '../../chain/deploy-pool.js'
import { NATIVE_TOKEN_ADDRESS } from '../../chain/tokens.js'
import { ServiceError } from '../../http/errors.js'
import type { PriceTable } from '../price-table.js'

/** Something the pool trades on one chain: the native coin or one of the services' tokens. */
export interface SwapAsset {
  chainId: number
  /** The address the pool knows it by ({@link POOL_NATIVE} for the native coin). */
  address: Address
  /** Its CAIP-10 id, as the swap API carries it (the native coin as `eip155:{id}:0xeeee…`, lowercase). */
  id: string
  name: string
  symbol: string
  decimals: number
  native: boolean
}

/** A CAIP-10 id split up; the chain is whatever the id says (checked against the swap networks elsewhere). */
export interface AssetRef {
  network: string
  address: string
}

/** 'eip155:1:0xabc' → { network: 'eip155:1', address: '0xabc' }; 400 naming `field` when it has not 3 parts. */
export function splitAssetId(value: string, field: string): AssetRef {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new ServiceError(400, `Invalid ${field}: not a CAIP-10 id (namespace:chainId:address)`)
  }
  return { network: `${namespace}:${reference}`, address }
}

/** The native coin and the tokens of `chainId`, in that order, named from the price table. */
export function swapAssets(
  chainId: number,
  tokens: Record<string, Address>,
  prices: PriceTable,
): SwapAsset[] {
  const native = prices.native(chainId)
  return [
    {
      chainId,
      address: POOL_NATIVE,
      id: `eip155:${chainId}:${NATIVE_TOKEN_ADDRESS}`,
      name: native.name,
      symbol: native.symbol,
      decimals: native.decimals,
      native: true,
    },
    ...prices.tokens().flatMap((token) => {
      const address = tokens[token.symbol]
      if (!address) return []
      return [
        {
          chainId,
          address,
          id: `eip155:${chainId}:${address}`,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          native: false,
        },
      ]
    }),
  ]
}

/** The asset `address` names among `assets`; 400 naming `field` when the pool does not trade it. */
export function findAsset(assets: readonly SwapAsset[], address: string, field: string): SwapAsset {
  if (!isAddress(address, { strict: false })) {
    throw new ServiceError(400, `Invalid ${field}: not an EVM address`)
  }
  const asset = assets.find((item) => isAddressEqual(item.address, address))
  const chainId = assets[0]?.chainId
  if (!asset) {
    throw new ServiceError(400, `Token not supported for swaps on eip155:${chainId}: ${getAddress(address)}`)
  }
  return asset
}

/**
 * The user's address from a plain EVM address or a CAIP-10 id on `chainId` (clients send either); 400 when it is
 * neither, or names another chain.
 */
export function userAddressOn(value: string, chainId: number): Address {
  const caip = value.includes(':') ? splitAssetId(value, 'userAddress') : undefined
  if (caip && caip.network !== `eip155:${chainId}`) {
    throw new ServiceError(400, `Invalid userAddress: not an account on eip155:${chainId}`)
  }
  const address = caip?.address ?? value
  if (!isAddress(address, { strict: false }))
    throw new ServiceError(400, 'Invalid userAddress: not an EVM address')
  return getAddress(address)
}
