import { ERROR_MESSAGES, formatMessage, GangwayError, NAME_SUFFIXES } from '@gangway/common'
import { evmCoinType, NAME_LABEL_PATTERN } from '@gangway/api'
import { type AccountHost, activeAccount } from './host.js'
import { NAME_NAMESPACES } from './load-identity.js'
import { blockchainServices } from './services.js'

/** The full name for what the visitor typed: the label with our name domain (SPEC §9), lower case. */
export function fullName(input: string): string {
  const text = input.trim().toLowerCase()
  return NAME_SUFFIXES.some((suffix) => text.endsWith(suffix)) ? text : `${text}${NAME_SUFFIXES[0]}`
}

/** SPEC §5: the label of a name has letters, digits and hyphens only, at least 4 characters. */
export function isValidNameLabel(input: string): boolean {
  const name = fullName(input)
  const suffix = NAME_SUFFIXES.find((known) => name.endsWith(known)) ?? ''
  return NAME_LABEL_PATTERN.test(name.slice(0, name.length - suffix.length))
}

/** The message the wallet signs to register `name` (the services verify it and its time). */
export function registrationMessage(name: string, now: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
}

export type RegisterNameStep = 'signing' | 'registering'

/**
 * SPEC §4 name registration: the wallet signs a message naming the name, then the services register it. On
 * success the account shows the name at once. On failure it throws 'Error registering name {name}' with the
 * reason as cause; the Register view shows it. `onStep` tells the view which step is under way.
 */
export async function registerName(
  host: AccountHost,
  input: string,
  onStep?: (step: RegisterNameStep) => void,
): Promise<string> {
  const name = fullName(input)
  const failure = (details: string, cause?: unknown) =>
    new GangwayError(formatMessage(ERROR_MESSAGES.registerName, { name }), { details, cause })
  const account = activeAccount(host)
  const client = blockchainServices(host)
  const adapter = account && host.adapters.get(account.namespace)
  if (!account || !adapter || !client || !NAME_NAMESPACES.includes(account.namespace)) {
    throw failure('Names are registered for a connected eip155 account with the services configured.')
  }
  if (!isValidNameLabel(input)) throw failure('A name has letters, digits and hyphens, at least 4 of them.')
  let coinType: number
  try {
    coinType = evmCoinType(Number(account.network.id))
  } catch (cause) {
    throw failure(ERROR_MESSAGES.invalidChainId, cause)
  }
  const message = registrationMessage(name, Date.now())
  onStep?.('signing')
  let signature: string
  try {
    ;({ signature } = await adapter.signMessage({ message, address: account.address }))
  } catch (cause) {
    throw failure('The wallet did not sign.', cause)
  }
  onStep?.('registering')
  try {
    const registered = await client.registerEnsName({
      coinType,
      address: account.address,
      message,
      signature,
    })
    if (!registered) throw new Error('The name service declined the registration.')
  } catch (cause) {
    throw failure('The name service did not register it.', cause)
  }
  host.store.chain.setAccountState(account.namespace, { profileName: name })
  void client.fetchIdentity({ address: account.address, force: true }).catch(() => undefined)
  return name
}
