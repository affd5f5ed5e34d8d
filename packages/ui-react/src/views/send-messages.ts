import type { PartTranslate } from '../message-parts.js'

/**
 * The Send views' strings (WalletSend, WalletSendSelectToken, WalletSendPreview): a catalogue part that travels
 * in their chunks (message-parts.ts). The three view titles stay in the start-up catalogue, since the view
 * registry shows them. Keys are unique across the whole catalogue; hosts override them like any other.
 */
export const sendMessages = {
  // WalletSend: the token, the amount and the receiver
  sendTokenLabel: 'Token',
  sendSelectToken: 'Select token',
  sendTokenBalance: '{balance} available',
  sendAmount: 'Amount',
  sendMax: 'Max',
  sendUsdValue: '≈ {value}',
  sendReceiver: 'To',
  sendReceiverPlaceholder: 'Address or name',
  sendResolvingName: 'Looking up {name}...',
  sendResolvedName: '{name} is {address}',
  resolveNameFailed: 'Error resolving name',
  sendTokenRequired: 'A token is required',
  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  sendUnsupportedChain: 'Unsupported chain',
  sendUnsupportedChainBody: 'Sending is available on EVM networks and Solana.',
  sendAmountNotANumber: 'Enter a number, such as 0.5',
  sendAmountNegative: 'The amount cannot be negative',
  sendAmountZero: 'Enter an amount above zero',
  sendAmountTooManyDecimals: 'This token has at most {decimals} decimals',
  insufficientFunds: 'Insufficient funds',
  sendInvalidAddress: 'Invalid address',
  sendMaxFeeFailed: "Couldn't estimate the network fee, so Max is not available",
  sendPreview: 'Preview send',

  // WalletSendSelectToken
  sendSearchToken: 'Search token',
  sendTokenList: 'Your tokens',
  sendTokensLoading: 'Loading tokens',
  sendTokensEmpty: 'No tokens to send on this network.',
  sendNoTokenFound: 'No token found',

  // WalletSendPreview and its result
  sendYouSend: 'You send',
  sendNetwork: 'Network',
  sendNetworkFee: 'Network fee',
  sendFeeLoading: 'Estimating the network fee...',
  sendFeeFailed: "Couldn't estimate the network fee",
  sendFeeInsufficient: 'Insufficient funds for the network fee',
  sendConfirm: 'Send',
  sendConfirmInWallet: 'Confirm in your wallet',
  sendDeclined: 'Transaction declined',
  sendFailed: 'The transaction could not be sent',
  sendSent: 'Transaction sent',
  sendSentBody: '{amount} {symbol} is on its way.',
  sendTransaction: 'Transaction',
  sendOpenExplorer: 'View transaction on explorer',
  sendDone: 'Done',
} as const

export type SendMessageKey = keyof typeof sendMessages
export type SendTranslate = PartTranslate<typeof sendMessages>
