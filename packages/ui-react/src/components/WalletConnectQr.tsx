import { type ReactNode, useMemo } from 'react'
import { usePartMessages } from '../message-parts.js'
import { walletConnectMessages } from '../views/walletconnect-messages.js'
import { WalletConnectMark } from './icons.js'
import { QR_QUIET_ZONE, qrCode } from './qr-code.js'
import { WalletImage } from './WalletImage.js'

export interface WalletConnectQrProps {
  uri: string | undefined
  /** The wallet the code is for; the generic WalletConnect code without one. */
  name?: string | undefined
  /** The wallet's logo for the middle of the code; the WalletConnect mark without one. */
  logoUrl?: string | undefined
  /** A pairing is on its way: the placeholder says so. */
  waiting: boolean
  /** Another mark for the middle, for a code that is not WalletConnect's (Farcaster's sign-in). */
  mark?: ReactNode
}

/**
 * The pairing URI as a QR code: SVG built from the module matrix (no markup strings), dark modules on
 * a light card in both themes, the logo in its cleared middle. A placeholder of the same size holds its place
 * until the URI arrives.
 */
export function WalletConnectQr({ uri, name, logoUrl, waiting, mark }: WalletConnectQrProps) {
  const t = usePartMessages(walletConnectMessages)
  const code = useMemo(() => (uri ? qrCode(uri) : undefined), [uri])
  if (!code) {
    return (
      <div className="gw-qr gw-qr--placeholder" role="status" aria-busy={waiting}>
        {waiting && (
          <>
            <span className="gw-spinner" aria-hidden="true" />
            <span className="gw-visually-hidden">{t('qrCodeLoading')}</span>
          </>
        )}
      </div>
    )
  }
  const extent = code.size + 2 * QR_QUIET_ZONE
  // The logo sits one module inside the cleared middle, so no module touches it.
  const logoWidth = `${((code.logoSize - 1) / extent) * 100}%`
  return (
    <div
      className="gw-qr"
      role="img"
      aria-label={name ? t('qrCodeFor', { name }) : t('walletConnectQrCode')}
      data-qr-uri=""
    >
      <svg
        viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${extent} ${extent}`}
        shapeRendering="crispEdges"
        aria-hidden="true"
        focusable="false"
      >
        <path d={code.path} />
      </svg>
      <span className="gw-qr-logo" style={{ width: logoWidth }}>
        {mark ??
          (logoUrl ? (
            <WalletImage src={logoUrl} className="gw-qr-logo-image" />
          ) : (
            <WalletConnectMark className="gw-qr-logo-image" />
          ))}
      </span>
    </div>
  )
}
