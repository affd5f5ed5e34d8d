import { useMemo } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { QR_QUIET_ZONE, qrCode } from '../../components/qr-code.js'
import { safeImageUrl } from '../../components/safe-image-url.js'
import { WalletImage } from '../../components/WalletImage.js'

export interface AddressQrProps {
  address: string
  /** The accessible name of the code (it says which address it holds). */
  label: string
  /** The network's icon for the middle of the code; the address's avatar without one. */
  logoUrl?: string | undefined
}

/**
 * The address as a QR code (the address itself, as wallets scan it): an SVG path from the module matrix, dark
 * modules on the light card the WalletConnect code uses, the network's icon in its cleared middle.
 */
export function AddressQr({ address, label, logoUrl }: AddressQrProps) {
  const code = useMemo(() => qrCode(address), [address])
  const extent = code.size + 2 * QR_QUIET_ZONE
  const logoWidth = `${((code.logoSize - 1) / extent) * 100}%`
  return (
    <div className="gw-qr gw-receive-qr" role="img" aria-label={label} data-qr-address={address}>
      <svg
        viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${extent} ${extent}`}
        shapeRendering="crispEdges"
        aria-hidden="true"
        focusable="false"
      >
        <path d={code.path} />
      </svg>
      <span className="gw-qr-logo" style={{ width: logoWidth }}>
        {safeImageUrl(logoUrl) ? (
          <WalletImage src={logoUrl} className="gw-qr-logo-image" />
        ) : (
          <Avatar address={address} className="gw-qr-logo-image" />
        )}
      </span>
    </div>
  )
}
