export interface UnsupportedChainInput {
  /** The active network is among the networks the app requested. */
  activeNetworkRequested: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** Wallet-connect basic mode. */
  basic: boolean
}

/** SPEC §2: UnsupportedChain is shown only when all four conditions hold. */
export function shouldShowUnsupportedChain({
  activeNetworkRequested,
  enableNetworkSwitch,
  allowUnsupportedChain,
  basic,
}: UnsupportedChainInput): boolean {
  return !activeNetworkRequested && enableNetworkSwitch && !allowUnsupportedChain && !basic
}
