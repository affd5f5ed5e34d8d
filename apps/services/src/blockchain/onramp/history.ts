import { type HistoryResponse, type Transaction, TransactionSchema } from '@gangway/api/schemas'
import { isAddress } from 'viem'
import { ONRAMP_OPERATION_TYPE, tokenImagePath } from '../../chain/activity-entries.js'
import { ServiceError } from '../../http/errors.js'
import { checkResponse } from '../../http/validate.js'
import { InvalidCursorError, type PurchaseRecord } from '../../storage/types.js'
import type { OnrampDesk } from './desk.js'

export interface OnrampHistoryQuery {
  account: string
  /** The history query's `onramp` value: the provider whose purchases are listed. */
  provider: string
  /** CAIP-2, e.g. 'eip155:1'; only that chain's purchases. */
  chainId?: string | undefined
  cursor?: string | undefined
  /** The services' origin, for the coin's icon. */
  origin: string
}

/** SPEC §3 transaction status of a purchase: in progress until its funds arrive, then success or failed. */
function statusOf(desk: OnrampDesk, purchase: PurchaseRecord): Transaction['metadata']['status'] {
  if (purchase.status === 'success') return 'confirmed'
  if (purchase.status === 'failed' || desk.expired(purchase)) return 'failed'
  return 'pending'
}

/**
 * A purchase as a SPEC §3 transaction: the coin arriving at the address from the provider's funding account.
 * Its time is when it settled (or, in progress, when it was started).
 */
function purchaseTransaction(desk: OnrampDesk, purchase: PurchaseRecord, origin: string): Transaction {
  const coin = desk.catalogue.prices.native(purchase.chainId)
  const settled = purchase.status === 'success' || purchase.status === 'failed'
  return {
    id: purchase.id,
    metadata: {
      operationType: ONRAMP_OPERATION_TYPE,
      ...(purchase.txHash && { hash: purchase.txHash }),
      minedAt: new Date(settled ? purchase.updatedAt : purchase.createdAt).toISOString(),
      chain: `eip155:${purchase.chainId}`,
      status: statusOf(desk, purchase),
      // Purchases exist only where a funder pays them (outside production).
      sentFrom: desk.funder?.address ?? purchase.address,
      sentTo: purchase.address,
    },
    transfers: [
      {
        fungible_info: {
          name: coin.name,
          symbol: purchase.purchaseCurrency,
          icon: { url: `${origin}${tokenImagePath(purchase.purchaseCurrency)}` },
        },
        nft_info: null,
        direction: 'in',
        quantity: { numeric: purchase.purchaseAmount },
        value: Number(purchase.purchaseAmount) * coin.price,
        price: coin.price,
      },
    ],
  }
}

/** 'eip155:137' → 137; undefined for any other namespace or shape. */
function evmChainId(caipNetworkId: string): number | undefined {
  const match = /^eip155:(\d{1,15})$/.exec(caipNetworkId)
  return match ? Number(match[1]) : undefined
}

/**
 * GET /v1/account/{account}/history?onramp=… (SPEC §7): the address's purchases through that provider, newest
 * first. An address that is not EVM, or a chain that is not, has none.
 */
export async function onrampHistory(desk: OnrampDesk, query: OnrampHistoryQuery): Promise<HistoryResponse> {
  const chainId = query.chainId === undefined ? undefined : evmChainId(query.chainId)
  if (
    !isAddress(query.account, { strict: false }) ||
    (query.chainId !== undefined && chainId === undefined)
  ) {
    return { data: [], next: null }
  }
  try {
    const { records, next } = await desk.store.page({
      address: query.account,
      provider: query.provider,
      chainId,
      cursor: query.cursor,
    })
    const data = records.map((purchase) =>
      checkResponse(TransactionSchema, purchaseTransaction(desk, purchase, query.origin), 'onramp entry'),
    )
    return { data, next }
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ServiceError(400, error.message)
    throw error
  }
}
