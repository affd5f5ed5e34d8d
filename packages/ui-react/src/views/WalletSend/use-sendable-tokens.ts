import { accountData } from '@gangway/core/account'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'

/** The account's tokens on the active network, which the Send view can send, with the state of their loading. */
export function useSendableTokens() {
  const core = useCore()
  const tokens = useSnapshot(accountData(core).tokens)
  return { status: tokens.status, balances: tokens.balances }
}
