import type { SIWXConfig } from '@gangway/core'
import { useAppKitInstance } from '../context.js'

/** The instance's `siwx` option (AppKit's `useAppKitSIWX`): a host reads its sessions through it. */
export function useAppKitSIWX<Config extends SIWXConfig = SIWXConfig>(): Config | undefined {
  return useAppKitInstance('useAppKitSIWX').core.siwx as Config | undefined
}
