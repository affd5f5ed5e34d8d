import { InvalidResponseError } from '../errors/invalid-response.js'
import { createServiceHttpClient, type ServiceClientOptions, sdkQuery } from '../http/service-options.js'
import { pathSegment } from '../http/url.js'
import { DIRECTORY_IMAGE_PATHS, type DirectoryImageKind, directoryImageUrl } from './image-url.js'
import { AnalyticsConfigSchema, OriginsResponseSchema } from '../schemas/directory.js'
import { type BadgeType, type GetWalletsResponse, GetWalletsResponseSchema } from '../schemas/wallets.js'

export type DirectoryClientOptions = ServiceClientOptions

/** GET /getWallets parameters (SPEC §7); project id, sdk type and version are added by the client. */
export interface GetWalletsParams {
  page?: number | undefined
  entries?: number | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: BadgeType | undefined
  signal?: AbortSignal | undefined
}

export { DIRECTORY_IMAGE_PATHS, type DirectoryImageKind } from './image-url.js'

export interface DirectoryClient {
  /** GET /getWallets: a page of wallet listings and the total count. */
  getWallets(params?: GetWalletsParams): Promise<GetWalletsResponse>
  /** The URL of an image, for hosts that load it themselves. */
  getImageUrl(kind: DirectoryImageKind, id: string): string
  getWalletImageUrl(id: string): string
  /** GET an image as a blob (for `URL.createObjectURL`); an answer that is not an image is rejected. */
  fetchImage(kind: DirectoryImageKind, id: string, options?: { signal?: AbortSignal }): Promise<Blob>
  fetchWalletImage(id: string, options?: { signal?: AbortSignal }): Promise<Blob>
  fetchAssetImage(id: string, options?: { signal?: AbortSignal }): Promise<Blob>
  fetchCurrencyImage(id: string, options?: { signal?: AbortSignal }): Promise<Blob>
  fetchTokenImage(id: string, options?: { signal?: AbortSignal }): Promise<Blob>
  /** GET /projects/v1/origins; an empty list on failure (SPEC §7). */
  getAllowedOrigins(): Promise<string[]>
  /** GET /getAnalyticsConfig; false on failure (SPEC §7). */
  getAnalyticsConfig(): Promise<boolean>
}

/** SPEC §7 wallet-directory client. Every call carries projectId, st and sv. */
export function createDirectoryClient(options: DirectoryClientOptions): DirectoryClient {
  const http = createServiceHttpClient(options)
  const query = sdkQuery(options)
  const reportFallback = (error: unknown, call: string) => options.onError?.(error, call)

  const getImageUrl = (kind: DirectoryImageKind, id: string) => directoryImageUrl(options, kind, id)

  async function fetchImage(kind: DirectoryImageKind, id: string, { signal }: { signal?: AbortSignal } = {}) {
    const path = `${DIRECTORY_IMAGE_PATHS[kind]}/${pathSegment(id)}`
    const blob = await http.getBlob({ path, params: query, signal, headers: { accept: 'image/*' } })
    if (!blob.type.startsWith('image/')) {
      throw new InvalidResponseError([`content type ${blob.type || 'missing'} is not an image`], {
        context: `GET ${DIRECTORY_IMAGE_PATHS[kind]}`,
      })
    }
    return blob
  }

  return {
    getWallets: ({ signal, ...params } = {}) =>
      http.get({
        path: '/getWallets',
        params: { ...query, ...params },
        signal,
        schema: GetWalletsResponseSchema,
      }),
    getImageUrl,
    getWalletImageUrl: (id) => getImageUrl('wallet', id),
    fetchImage,
    fetchWalletImage: (id, fetchOptions) => fetchImage('wallet', id, fetchOptions),
    fetchAssetImage: (id, fetchOptions) => fetchImage('asset', id, fetchOptions),
    fetchCurrencyImage: (id, fetchOptions) => fetchImage('currency', id, fetchOptions),
    fetchTokenImage: (id, fetchOptions) => fetchImage('token', id, fetchOptions),
    async getAllowedOrigins() {
      try {
        const response = await http.get({
          path: '/projects/v1/origins',
          params: query,
          schema: OriginsResponseSchema,
        })
        return response.allowedOrigins
      } catch (error) {
        reportFallback(error, 'getAllowedOrigins')
        return []
      }
    },
    async getAnalyticsConfig() {
      try {
        const response = await http.get({
          path: '/getAnalyticsConfig',
          params: query,
          schema: AnalyticsConfigSchema,
        })
        return response.isAnalyticsEnabled
      } catch (error) {
        reportFallback(error, 'getAnalyticsConfig')
        return false
      }
    },
  }
}
