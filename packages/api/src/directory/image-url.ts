import type { ServiceClientOptions } from '../http/service-options.js'
import { buildUrl, pathSegment } from '../http/url.js'

/** The four image endpoints of the directory (SPEC §7). */
export const DIRECTORY_IMAGE_PATHS = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const

export type DirectoryImageKind = keyof typeof DIRECTORY_IMAGE_PATHS

/** What a directory URL names: the directory, and the project and SDK every call carries (SPEC §7). */
export type DirectoryUrlOptions = Pick<
  ServiceClientOptions,
  'baseUrl' | 'projectId' | 'sdkType' | 'sdkVersion' | 'clientId'
>

/**
 * The URL of a directory image. Also `@gangway/api/directory-urls`, without the client or its schemas: a page
 * shows wallet images before anything else of the directory has loaded.
 */
export function directoryImageUrl(
  options: DirectoryUrlOptions,
  kind: DirectoryImageKind,
  id: string,
): string {
  const { projectId, sdkType: st, sdkVersion: sv, clientId } = options
  return buildUrl(options.baseUrl, `${DIRECTORY_IMAGE_PATHS[kind]}/${pathSegment(id)}`, {
    projectId,
    st,
    sv,
    clientId,
  }).href
}
