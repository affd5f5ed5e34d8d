/**
 * Every text the approval dialog shows, in one place (the frame has no React catalogue). Templates take
 * `{name}` placeholders, filled by `formatMessage` from @gangway/common; what fills them is always rendered as
 * text, never as markup.
 */
export const APPROVAL_TEXT = {
  headingTransaction: 'Approve transaction',
  headingSignature: 'Signature request',
  approve: 'Approve',
  reject: 'Reject',
  unknownSite: 'Unknown site',
  warningsTitle: 'Check before you approve',
} as const

/** The labels of the details list. */
export const LABEL = {
  message: 'Message',
  network: 'Network',
  to: 'To',
  from: 'From',
  value: 'Value',
  data: 'Data',
  maxFee: 'Maximum fee',
  function: 'Function',
  contract: 'Contract',
  token: 'Token',
  amount: 'Amount',
  amountOrTokenId: 'Amount or token ID',
  tokenId: 'Token ID',
  tokenIds: 'Token IDs',
  amounts: 'Amounts',
  recipient: 'Recipient',
  spender: 'Spender',
  operator: 'Operator',
  approved: 'Approved',
  expiration: 'Expires',
  tokenIn: 'You pay',
  tokenOut: 'You receive at least',
  tokenA: 'Token A',
  tokenB: 'Token B',
  amountA: 'Amount A',
  amountB: 'Amount B',
  domain: 'Domain',
  domainName: 'Name',
  domainVersion: 'Version',
  chainId: 'Chain ID',
  verifyingContract: 'Verifying contract',
  salt: 'Salt',
  primaryType: 'Type',
  calls: 'Calls',
  call: 'Call {index} of {count}',
  more: 'More',
  transaction: 'Transaction {index} of {count}',
  instruction: 'Instruction {index}',
  program: 'Program',
  accounts: 'Accounts',
  source: 'Source',
  destination: 'Destination',
  owner: 'Owner',
  mint: 'Mint',
  delegate: 'Delegate',
  feePayer: 'Fee payer',
  registerName: 'Name to register',
} as const

/** Values the summaries write themselves. */
export const VALUE = {
  none: 'None',
  newContract: 'New contract (deployment)',
  unknownCall: 'Unknown call',
  unlimited: 'Unlimited',
  anyAmount: 'any amount',
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  bytes: '{count} bytes',
  rawUnits: '{amount} (raw units, decimals unknown)',
  feeNative: '{amount} {symbol}',
  feeUsd: '{amount} {symbol} (about {usd} USD)',
  unknownNetwork: 'Unknown network ({id})',
  nativeCoin: 'native coin',
  lookupAccount: 'Account #{index} from an address lookup table',
  unknownInstruction: 'Unknown instruction',
  systemTransfer: 'System Program: transfer',
  splTransfer: 'SPL Token: transfer',
  splTransferChecked: 'SPL Token: transferChecked',
  splApprove: 'SPL Token: approve a delegate',
  splApproveChecked: 'SPL Token: approve a delegate (approveChecked)',
  nameRegistration: 'Register a name with the Gangway services',
  emptyCalls: 'No calls',
  truncated: '{count} more not shown',
} as const

/** Warnings: what could cost the visitor more than the request seems to say. */
export const WARNING = {
  unlimitedApproval: 'Unlimited approval: {spender} may spend all of your {token}, now and later.',
  setApprovalForAll: '{operator} may transfer every token you hold in the collection {collection}.',
  permit:
    'Permit signature: {spender} may spend {amount} from token {token} until {deadline}, with no transaction from you.',
  permit2:
    'Permit2 signature: {spender} may spend {amount} from token {token} until {deadline}, with no transaction from you.',
  permitUnlimited: 'This permit is unlimited.',
  splDelegate: 'Token delegate: {delegate} may move {amount} out of {source} without asking you again.',
  instructionPrefix: 'Instruction {index}: {warning}',
  otherChain: 'This request is for chain {requested}, not the active network {active}.',
  callPrefix: 'Call {index}: {warning}',
} as const

/** The function names of the decoded calls, as the dialog shows them. */
export const FUNCTION_NAME = {
  transfer: 'Transfer tokens (transfer)',
  approve: 'Approve a spender (approve)',
  increaseAllowance: 'Raise an allowance (increaseAllowance)',
  transferFrom: 'Transfer from an account (transferFrom)',
  safeTransferFrom: 'Transfer an NFT (safeTransferFrom)',
  safeTransferFrom1155: 'Transfer tokens (ERC-1155 safeTransferFrom)',
  safeBatchTransferFrom: 'Transfer several tokens (ERC-1155 safeBatchTransferFrom)',
  setApprovalForAll: 'Approve an operator for a whole collection (setApprovalForAll)',
  permit2Approve: 'Permit2 allowance (approve)',
  swap: 'Swap (Gangway swap pool)',
  addLiquidity: 'Add liquidity (Gangway swap pool)',
} as const
