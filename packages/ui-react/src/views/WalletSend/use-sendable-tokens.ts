import { accountData } from '@gangway/core/account'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { sendableTokens } from './send-helpers.js'

/** The account's tokens the Send view can send, with the state of their loading. */
export function useSendableTokens() {
  const core = useCore()
  const { namespace } = useActiveAccount()
  const tokens = useSnapshot(accountData(core).tokens)
  return { status: tokens.status, balances: sendableTokens(tokens.balances, namespace) }
}
