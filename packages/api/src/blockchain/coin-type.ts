import { InvalidChainIdError } from '@gangway/common'

/** ENSIP-11: EVM coin types set the high bit on the chain id. */
const EVM_COIN_TYPE_FLAG = 0x80000000

/** SPEC §5: the coin type for an EVM chain; the chain id must be below 2^31, else 'Invalid chainId'. */
export function evmCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG)
    throw new InvalidChainIdError()
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
