import { useState } from 'react'
import { safeImageUrl } from './safe-image-url.js'

export interface WalletImageProps {
  src?: string | null
  /** Extra class names for size: the image and its placeholder share them. */
  className: string
}

/**
 * A decorative icon (`alt=""`: the name is always written beside it). A missing, unsafe or broken
 * URL shows a neutral placeholder instead.
 */
export function WalletImage({ src, className }: WalletImageProps) {
  const url = safeImageUrl(src)
  const [brokenUrl, setBrokenUrl] = useState<string>()
  if (!url || brokenUrl === url) {
    return <span className={`${className} gw-icon-placeholder`} data-gw-placeholder="" aria-hidden="true" />
  }
  return <img className={className} src={url} alt="" draggable={false} onError={() => setBrokenUrl(url)} />
}
