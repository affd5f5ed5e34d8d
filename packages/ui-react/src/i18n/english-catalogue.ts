import { ERROR_MESSAGES } from '@gangway/common'
import { walletButtonMessages } from '../buttons/wallet-button-messages.js'
import { defaultMessages } from '../messages.js'
import { authMessages } from '../views/auth-messages.js'
import { multiChainMessages } from '../views/multichain-messages.js'
import { nameMessages } from '../views/name-messages.js'
import { onrampMessages } from '../views/OnRampProviders/onramp-messages.js'
import { receiveMessages } from '../views/receive-messages.js'
import { sendMessages } from '../views/send-messages.js'
import { siwxMessages } from '../views/siwx-messages.js'
import { swapMessages } from '../views/Swap/swap-messages.js'
import { walletConnectMessages } from '../views/walletconnect-messages.js'

/**
 * Every catalogue part by name: the main catalogue (with the buttons' part) and the parts that travel with lazy
 * views or with the wallet button. A locale file translates the keys of all of them.
 */
export const CATALOGUE_PARTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  defaultMessages,
  walletButtonMessages,
  authMessages,
  multiChainMessages,
  nameMessages,
  onrampMessages,
  receiveMessages,
  sendMessages,
  siwxMessages,
  swapMessages,
  walletConnectMessages,
}

/**
 * The whole English catalogue as a locale file spells it: every part's keys, and SPEC §8's error texts as
 * `error.<key>`. What a translator starts from, and what the completeness test holds every locale file to.
 */
export function englishCatalogue(): Record<string, string> {
  const catalogue: Record<string, string> = {}
  for (const part of Object.values(CATALOGUE_PARTS)) Object.assign(catalogue, part)
  for (const [key, message] of Object.entries(ERROR_MESSAGES)) catalogue[`error.${key}`] = message
  return catalogue
}

/** The `{name}` placeholders of a message, in order of appearance. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string)
}
