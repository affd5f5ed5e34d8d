// The account features (SPEC §2 Account tabs, Send, Receive, names), published as `@gangway/core/account` so an
// app pays for the blockchain-service client only once a visitor opens them.
export type { Nft, NftListResponse, Transaction, TransactionTransfer } from '@gangway/api'
export {
  ACCOUNT_DATA_TTL,
  type AccountDataState,
  accountData,
  accountKey,
  isFresh,
  type LoadStatus,
  type RefreshOptions,
} from './account-data.js'
export { addressExplorerUrl, transactionExplorerUrl } from '../utils/explorer.js'
export { fetchActivity, fetchMoreActivity } from './fetch-activity.js'
export { fetchNfts } from './fetch-nfts.js'
export {
  BALANCE_NAMESPACES,
  type FetchTokenBalancesOptions,
  fetchTokenBalances,
} from './fetch-token-balances.js'
export { type AccountHost, activeAccount } from './host.js'
export { loadIdentity, NAME_NAMESPACES } from './load-identity.js'
export {
  fullName,
  isValidNameLabel,
  type RegisterNameStep,
  registerName,
  registrationMessage,
} from './register-name.js'
export { looksLikeName, resolveReceiver } from './resolve-receiver.js'
export {
  estimateSendFee,
  readSendForm,
  type SendFee,
  type SendFormValues,
  type SentTransaction,
  sendToken,
} from './send-token.js'
export { blockchainServices } from './services.js'
