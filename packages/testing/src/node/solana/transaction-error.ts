// litesvm's transaction errors as a Solana node reports them: the JSON `err` of statuses and simulations
// (`"AlreadyProcessed"`, `{ "InstructionError": [0, { "Custom": 1 }] }` …) and a sentence for error messages.

/** `TransactionError` as the node serialises it in JSON. */
export type RpcTransactionError = string | Record<string, unknown>

/** litesvm's `TransactionErrorFieldless`, in its order (the names are the node's). */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

/** litesvm's `InstructionErrorFieldless`, in its order. */
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** The sentences the node uses for the errors a wallet meets most. */
const DESCRIPTIONS: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  MissingSignatureForFee: 'Transaction did not pass signature verification',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
}

/** litesvm's error value (`FailedTransactionMetadata.err()`): a fieldless code, or one of its error classes. */
export function toRpcTransactionError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  const value = error as {
    constructor?: { name?: string }
    index?: number
    accountIndex?: number
    err?: () => unknown
  }
  const kind = value?.constructor?.name ?? ''
  if (kind.endsWith('InstructionError') && typeof value.err === 'function') {
    return { InstructionError: [value.index, toInstructionError(value.err())] }
  }
  if (kind.endsWith('DuplicateInstruction')) return { DuplicateInstruction: value.index }
  if (kind.endsWith('InsufficientFundsForRent')) {
    return { InsufficientFundsForRent: { account_index: value.accountIndex } }
  }
  if (kind.endsWith('ProgramExecutionTemporarilyRestricted')) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: value.accountIndex } }
  }
  return String(error)
}

function toInstructionError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`
  const value = error as { code?: number; msg?: string }
  if (typeof value?.code === 'number') return { Custom: value.code }
  if (typeof value?.msg === 'string') return { BorshIoError: value.msg }
  return String(error)
}

/** The node's sentence for an error, as it appears after "Transaction simulation failed: ". */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return DESCRIPTIONS[error] ?? error
  const instruction = error.InstructionError as [number, RpcTransactionError] | undefined
  if (instruction) {
    const [index, inner] = instruction
    const custom = typeof inner === 'object' ? (inner.Custom as number | undefined) : undefined
    const reason = custom === undefined ? String(inner) : `custom program error: 0x${custom.toString(16)}`
    return `Error processing Instruction ${index}: ${reason}`
  }
  const rent = error.InsufficientFundsForRent as { account_index: number } | undefined
  if (rent) {
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`
  }
  return JSON.stringify(error)
}
