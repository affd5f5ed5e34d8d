import type { MessagePart } from '../../message-parts.js'

/**
 * The Buy views' strings (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress): a catalogue part
 * that travels in their chunk. Keys are unique across the whole catalogue; hosts override them like any other.
 */
export const onrampMessages = {
  // OnRampProviders: the amount, the currencies, the providers and their quotes
  onrampAmount: 'Amount',
  onrampPaymentCurrency: 'Payment currency',
  onrampPurchaseCurrency: 'You buy',
  onrampPickCoin: 'Select a coin',
  onrampLimits: 'By card, from {min} to {max} {currency}',
  onrampAmountNotANumber: 'Enter an amount such as 50.00',
  onrampAmountTooManyDecimals: 'Use at most two decimals',
  onrampAmountLimits: 'The amount must be between {min} and {max} {currency}',
  onrampMethodUnavailable: 'Paying by {method} is not offered in {currency}',
  onrampProviders: 'Providers',
  onrampEnterAmount: 'Enter an amount to compare the providers.',
  onrampFeeRange: 'Fees {min}–{max}%',
  onrampQuotesLoading: 'Getting quotes...',
  onrampQuoteLoading: 'Getting a quote...',
  onrampQuoteFailed: 'No quote right now',
  onrampRetryQuotes: 'Get quotes again',
  onrampAmountOf: '{amount} {symbol}',
  onrampProviderFee: 'Provider fee',
  onrampNetworkFee: 'Network fee',
  onrampSubtotal: 'Subtotal',
  onrampTotal: 'Total',
  onrampOptionsLoading: 'Loading what you can buy...',
  onrampNotConnected: 'Connect a wallet to buy crypto.',
  onrampUnsupportedNamespace: 'Buying crypto is available on EVM networks.',
  onrampNotOffered: 'Buying crypto is not available in this app.',
  onrampNetworkNotServed: 'Buying crypto is not available on {network}.',

  // OnRampTokenSelect and OnRampFiatSelect
  onrampCoinList: 'Coins you can buy on {network}',
  onrampCurrencyList: 'Currencies you can pay in',
  onrampCurrencyLimits: 'Card {min}–{max}',
  onrampCurrencyNoCard: 'No card payments',

  // BuyInProgress
  buyHeading: 'Buying {symbol}',
  buyDoneHeading: 'Purchase complete',
  buyFailedHeading: 'Purchase failed',
  buyOpening: 'Opening the {provider} checkout...',
  buyWaiting: 'Complete your purchase in the {provider} window.',
  buyPending: 'Payment received. Sending {amount} {symbol} to your wallet...',
  buyConfirmed: '{amount} {symbol} arrived in your wallet.',
  buyFailed: 'The purchase did not go through, and nothing was sent to your wallet.',
  buyTimedOut:
    'No news from {provider} for a while, so the modal stopped checking. Your Activity shows the purchase once it arrives.',
  buyError: "Couldn't open the {provider} checkout.",
  buyBlocked: 'Your browser blocked the checkout window.',
  buyClosed: 'The checkout window is closed.',
  buyReopen: 'Reopen checkout',
  buyYouPay: 'You pay',
  buyYouGet: 'You get',
  buyProvider: 'Provider',
  buyTransaction: 'Transaction',
  buyViewTransaction: 'View transaction on explorer',
  buyDone: 'Done',
  buyTryAgain: 'Try again',
  buyNothing: 'No purchase is under way.',
  buyStart: 'Buy crypto',
} as const satisfies MessagePart

export type OnrampMessageKey = keyof typeof onrampMessages
