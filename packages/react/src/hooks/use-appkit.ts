import { useAppKitInstance } from '../context.js'
import type { AppKit } from '../appkit.js'

/** `{ open, close }` of the instance (AppKit's `useAppKit`). */
export function useAppKit(): { open: AppKit['open']; close: AppKit['close'] } {
  const instance = useAppKitInstance('useAppKit')
  return { open: instance.open, close: instance.close }
}
