import { TIMING } from '@gangway/common/start'
import { useEffect, useState } from 'react'
import { safeImageUrl } from './safe-image-url.js'

export interface WalletImageProps {
  src?: string | null
  /** Extra class names for size: the frame, and so the image and its placeholder, take them. */
  className: string
}

/**
 * A decorative icon (`alt=""`: the name is always written beside it), loaded lazily. A neutral
 * placeholder shows until the image has loaded, and stays when the URL is missing, unsafe or broken,
 * or when the image loses the SPEC §9 preload race (2 s), so a slow image host never leaves a row
 * half-drawn.
 */
export function WalletImage({ src, className }: WalletImageProps) {
  const url = safeImageUrl(src)
  const [loadedUrl, setLoadedUrl] = useState<string>()
  const [failedUrl, setFailedUrl] = useState<string>()
  const loaded = url !== undefined && loadedUrl === url

  useEffect(() => {
    if (!url || loaded) return
    const timer = setTimeout(() => setFailedUrl(url), TIMING.imagePreloadRace)
    return () => clearTimeout(timer)
  }, [url, loaded])

  if (!url || failedUrl === url) {
    return <span className={`${className} gw-icon-placeholder`} data-gw-placeholder="" aria-hidden="true" />
  }
  return (
    <span className={`${className} gw-image`} aria-hidden="true">
      {!loaded && <span className="gw-icon-placeholder" data-gw-placeholder="" />}
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        data-loaded={loaded ? '' : undefined}
        onLoad={() => setLoadedUrl(url)}
        onError={() => setFailedUrl(url)}
      />
    </span>
  )
}
