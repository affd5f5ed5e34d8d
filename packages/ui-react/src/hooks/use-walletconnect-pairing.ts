import { useEffect, useRef } from 'react'
import { useCore } from '../context.js'
import { useNavigate } from '../navigation.js'

/**
 * Keeps a live pairing URI while the view shows (core refreshes and retries it), and stops when it goes.
 * `enabled` is false when the visitor is sent elsewhere instead of pairing.
 */
export function useWalletConnectPairing(enabled = true): void {
  const core = useCore()
  useEffect(() => {
    if (!enabled) return
    // The live wallet, not a snapshot: core keeps it for the pairing's events.
    const wallet = core.store.router.state.data?.wallet
    core.startWalletConnectPairing(wallet ? { wallet } : {})
    return () => core.stopWalletConnectPairing()
  }, [core, enabled])
}

/** Leaves for `url` once: a re-render, or React running effects twice, must not open the app again. */
export function useRedirectOnce(url: string | undefined): void {
  const navigate = useNavigate()
  const done = useRef<string>(undefined)
  useEffect(() => {
    if (!url || done.current === url) return
    done.current = url
    navigate(url)
  }, [url, navigate])
}
