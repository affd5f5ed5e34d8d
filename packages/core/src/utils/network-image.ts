import type { CaipNetwork } from '@gangway/common'

export interface NetworkImageOptions {
  /** `options.chainImages`: the host's images by network id or CAIP-2 id; they win over everything else. */
  chainImages?: Readonly<Record<string | number, string>> | undefined
  /** `options.services.apiUrl`: where the services serve a network's `assets.imageId` (SPEC §7). */
  apiUrl?: string | undefined
}

type NetworkLike = Pick<CaipNetwork, 'id' | 'caipNetworkId'> & {
  readonly assets?:
    | { readonly imageId?: string | undefined; readonly imageUrl?: string | undefined }
    | undefined
}

/**
 * The URL of a network's icon: `chainImages[id]`, then `chainImages[caipNetworkId]`, then the network's own
 * `assets.imageUrl`, then the services' `/public/getAssetImage/{assets.imageId}`; undefined when none applies.
 * The URL is returned as given: whoever draws it refuses unsafe ones.
 */
export function networkImageUrl(
  network: NetworkLike | undefined,
  { chainImages, apiUrl }: NetworkImageOptions = {},
): string | undefined {
  if (!network) return undefined
  const own = (key: string | number) =>
    chainImages && Object.hasOwn(chainImages, key) ? chainImages[key] : undefined
  const imageId = network.assets?.imageId
  return (
    own(network.id) ??
    own(network.caipNetworkId) ??
    network.assets?.imageUrl ??
    (apiUrl && imageId
      ? `${apiUrl.replace(/\/+$/, '')}/public/getAssetImage/${encodeURIComponent(imageId)}`
      : undefined)
  )
}
