import type { LabWallet } from '@gangway/testing/walletconnect'
import { useEffect, useState } from 'react'

/** Re-renders whenever the wallet's proposals, requests, sessions or accounts change. */
export function useLabWallet(wallet: LabWallet): void {
  const [, setVersion] = useState(0)
  useEffect(() => wallet.subscribe(() => setVersion((version) => version + 1)), [wallet])
}

/** Runs a wallet action, keeping its failure as text for an alert. */
export function useAction() {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function run(action: () => Promise<unknown>) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  return { error, busy, run }
}
