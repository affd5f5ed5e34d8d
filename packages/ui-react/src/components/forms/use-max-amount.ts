import { useState } from 'react'

/** Where Max stands: idle, waiting for what it needs (a fee estimate), or failed until the amount is typed. */
export type MaxStatus = 'idle' | 'busy' | 'failed'

export interface MaxAmount {
  status: MaxStatus
  /** Runs the fill once at a time; a fill that returns a promise makes Max busy until it settles. */
  fill(): void
  /** Typing over a failed Max takes its message away. */
  clearFailure(): void
}

/**
 * The state of a Max button whose fill may have to wait (the network fee of the native coin) and may fail. A
 * synchronous fill (a token's whole balance) never shows as busy.
 */
export function useMaxAmount(fill: () => Promise<unknown> | undefined): MaxAmount {
  const [status, setStatus] = useState<MaxStatus>('idle')
  const run = async (pending: Promise<unknown>) => {
    setStatus('busy')
    try {
      await pending
      setStatus('idle')
    } catch {
      setStatus('failed')
    }
  }
  return {
    status,
    fill: () => {
      if (status === 'busy') return
      try {
        const result = fill()
        if (result) void run(result)
        else setStatus('idle')
      } catch {
        setStatus('failed')
      }
    },
    clearFailure: () => {
      if (status === 'failed') setStatus('idle')
    },
  }
}
