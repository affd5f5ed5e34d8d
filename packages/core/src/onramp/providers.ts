/**
 * A hosted on-ramp the modal offers. Hosted on-ramps are known providers, so the client carries their list: the
 * ids are the services' (the quote's and checkout's `provider`, the history query's `onramp` value).
 */
export interface OnrampProvider {
  id: string
  name: string
  /** SPEC §9: the provider's fee, in percent of the amount paid, before a quote says exactly. */
  feePercent: { min: number; max: number }
}

/** SPEC §9: two providers, each charging 1–2 %. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feePercent: { min: 1, max: 2 } },
  { id: 'meld', name: 'Meld.io', feePercent: { min: 1, max: 2 } },
]

export function findOnrampProvider(id: string): OnrampProvider | undefined {
  return ONRAMP_PROVIDERS.find((provider) => provider.id === id)
}
