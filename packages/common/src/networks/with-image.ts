type Assets = { imageId?: string | undefined; imageUrl?: string | undefined }

/**
 * The network with `assets.imageId` set: the id of the image the services ship for it
 * (`/public/getAssetImage/{imageId}`, SPEC §7). An image the network already names is kept.
 */
export function withImage<network extends object>(
  network: network,
  imageId: string,
): network & { assets: Assets & { imageId: string } } {
  const own = (network as { assets?: Assets }).assets
  return { ...network, assets: { imageId, ...own } } as network & { assets: Assets & { imageId: string } }
}
