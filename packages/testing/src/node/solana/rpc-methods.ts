import { PublicKey } from '@solana/web3.js'
import { base58, base64 } from '@scure/base'
import { JsonRpcError, invalidParams, type RpcMethod } from './json-rpc.js'
import { type AccountState, PreflightError, type SolanaLedger, type TransactionRecord } from './ledger.js'
import { decodeWireTransaction, WireTransactionError, type WireEncoding } from './wire.js'

/** The version the node reports (`getVersion`, `context.apiVersion`): the Agave line litesvm runs. */
export const NODE_VERSION = '2.2.0'
/** What every signature pays, as on the clusters (litesvm's default). */
export const LAMPORTS_PER_SIGNATURE = 5_000

/** The node's own codes beyond JSON-RPC's. */
export const NODE_ERROR_CODES = {
  minContextSlotNotReached: -32016,
  unsupportedTransactionVersion: -32015,
} as const

type Config = Record<string, unknown>

/**
 * The JSON-RPC methods of the local chain, enough for `@solana/web3.js` v1's `Connection` (and for wallets):
 * balances, accounts, blockhashes, sending and simulating, statuses and transactions, airdrops.
 */
export function createRpcMethods(ledger: SolanaLedger): Record<string, RpcMethod> {
  const context = () => ({ slot: ledger.slot(), apiVersion: NODE_VERSION })
  const withContext = (value: unknown) => ({ context: context(), value })

  /** `minContextSlot` in a config: the node answers -32016 until it reached that slot. */
  function configOf(value: unknown): Config {
    const config = typeof value === 'object' && value !== null ? (value as Config) : {}
    const minContextSlot = config.minContextSlot
    if (typeof minContextSlot === 'number' && minContextSlot > ledger.slot()) {
      throw new JsonRpcError(
        NODE_ERROR_CODES.minContextSlotNotReached,
        'Minimum context slot has not been reached',
        {
          contextSlot: ledger.slot(),
        },
      )
    }
    return config
  }

  function wire(params: unknown[]) {
    const config = configOf(params[1])
    const encoding = (config.encoding ?? 'base58') as WireEncoding
    if (encoding !== 'base58' && encoding !== 'base64') {
      throw invalidParams(`Invalid params: unsupported encoding: ${String(encoding)}`)
    }
    try {
      return { config, ...decodeWireTransaction(params[0], encoding) }
    } catch (error) {
      if (error instanceof WireTransactionError) throw invalidParams(error.message)
      throw error
    }
  }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': NODE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => ledger.genesisHash,
    getSlot: ([config]) => {
      configOf(config)
      return ledger.slot()
    },
    getBlockHeight: ([config]) => {
      configOf(config)
      return ledger.blockHeight()
    },
    getEpochInfo: ([config]) => {
      configOf(config)
      return {
        absoluteSlot: ledger.slot(),
        blockHeight: ledger.blockHeight(),
        epoch: 0,
        slotIndex: ledger.slot(),
        slotsInEpoch: 432_000,
        transactionCount: ledger.blockHeight(),
      }
    },
    getBalance: ([address, config]) => {
      configOf(config)
      return withContext(Number(ledger.balance(addressParam(address))))
    },
    getAccountInfo: ([address, config]) => {
      const { encoding } = configOf(config)
      return withContext(encodeAccount(ledger.account(addressParam(address)), encoding))
    },
    getMultipleAccounts: ([addresses, config]) => {
      const { encoding } = configOf(config)
      if (!Array.isArray(addresses)) throw invalidParams('Invalid params: expected a list of addresses')
      return withContext(
        addresses.map((address) => encodeAccount(ledger.account(addressParam(address)), encoding)),
      )
    },
    getMinimumBalanceForRentExemption: ([dataLength]) => {
      if (typeof dataLength !== 'number' || !Number.isInteger(dataLength) || dataLength < 0) {
        throw invalidParams('Invalid params: expected a data length')
      }
      return Number(ledger.minimumBalanceForRentExemption(dataLength))
    },
    getLatestBlockhash: ([config]) => {
      configOf(config)
      return withContext(ledger.latestBlockhash())
    },
    isBlockhashValid: ([blockhash, config]) => {
      configOf(config)
      if (typeof blockhash !== 'string') throw invalidParams('Invalid params: expected a blockhash')
      return withContext(ledger.isBlockhashValid(blockhash))
    },
    getFeeForMessage: ([message, config]) => {
      configOf(config)
      if (typeof message !== 'string') throw invalidParams('Invalid params: expected a base64 message')
      const bytes = base64.decode(message)
      // The header's first byte counts the signatures; a versioned message starts with its version prefix.
      const signatures = (bytes[0]! & 0x80 ? bytes[1] : bytes[0]) ?? 0
      return withContext(signatures * LAMPORTS_PER_SIGNATURE)
    },
    getRecentPrioritizationFees: () => [],
    requestAirdrop: ([address, lamports]) => {
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw invalidParams('Invalid params: expected a positive number of lamports')
      }
      return ledger.airdrop(addressParam(address), BigInt(lamports))
    },
    sendTransaction: (params) => {
      const { config, bytes, transaction } = wire(params)
      try {
        return ledger.send(transaction, bytes, { skipPreflight: config.skipPreflight === true }).signature
      } catch (error) {
        if (error instanceof PreflightError) {
          throw new JsonRpcError(
            error.code,
            error.message,
            error.data && { ...error.data, accounts: null, returnData: null },
          )
        }
        throw error
      }
    },
    simulateTransaction: (params) => {
      const { config, transaction } = wire(params)
      const sigVerify = config.sigVerify === true
      const replaceRecentBlockhash = config.replaceRecentBlockhash === true
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const accountsConfig = (config.accounts ?? undefined) as
        | { addresses?: unknown[]; encoding?: unknown }
        | undefined
      const addresses = accountsConfig?.addresses?.map(addressParam)
      const result = ledger.simulate(transaction, {
        sigVerify,
        replaceRecentBlockhash,
        ...(addresses ? { accounts: addresses } : {}),
      })
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: result.accounts?.map((account) => encodeAccount(account, accountsConfig?.encoding)) ?? null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        ...(replaceRecentBlockhash ? { replacementBlockhash: ledger.latestBlockhash() } : {}),
      })
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('Invalid params: expected a list of signatures')
      return withContext(
        signatures.map((signature) => {
          const record = typeof signature === 'string' ? ledger.status(signature) : undefined
          return record ? statusOf(record) : null
        }),
      )
    },
    getTransaction: ([signature, config]) => {
      if (typeof signature !== 'string') throw invalidParams('Invalid params: expected a signature')
      const options: Config = typeof config === 'string' ? { encoding: config } : configOf(config)
      const record = ledger.status(signature)
      if (!record?.transaction) return null
      const version = record.transaction.version
      if (version !== 'legacy' && options.maxSupportedTransactionVersion === undefined) {
        throw new JsonRpcError(
          NODE_ERROR_CODES.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      return {
        slot: record.slot,
        blockTime: record.blockTime,
        version,
        meta: metaOf(record),
        transaction: encodeTransaction(record, options.encoding),
      }
    },
  }
}

function addressParam(value: unknown): string {
  if (typeof value !== 'string') throw invalidParams('Invalid param: expected an address')
  try {
    return new PublicKey(value).toBase58()
  } catch {
    throw invalidParams('Invalid param: Invalid')
  }
}

function statusOf(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

function metaOf(record: TransactionRecord) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: [],
    logMessages: record.logs,
    preTokenBalances: [],
    postTokenBalances: [],
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: record.unitsConsumed,
  }
}

/** The transaction as `getTransaction` returns it: JSON (the default), or the wire bytes in base64 / base58. */
function encodeTransaction(record: TransactionRecord, encoding: unknown) {
  const bytes = record.bytes!
  if (encoding === 'base64') return [base64.encode(bytes), 'base64']
  if (encoding === 'base58') return [base58.encode(bytes), 'base58']
  const transaction = record.transaction!
  const { message } = transaction
  return {
    signatures: transaction.signatures.map((signature) => base58.encode(signature)),
    message: {
      accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data: base58.encode(instruction.data),
        stackHeight: null,
      })),
      ...(transaction.version === 'legacy'
        ? {}
        : {
            addressTableLookups: message.addressTableLookups.map((lookup) => ({
              accountKey: lookup.accountKey.toBase58(),
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }),
    },
  }
}

/** An account as the node returns it; data in base64 unless base58 is asked for. */
function encodeAccount(account: AccountState | null, encoding: unknown) {
  if (!account) return null
  const data =
    encoding === 'base58' ? [base58.encode(account.data), 'base58'] : [base64.encode(account.data), 'base64']
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: account.space,
  }
}
