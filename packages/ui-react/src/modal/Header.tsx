import { BackIcon, CloseIcon } from '../components/icons.js'
import { useMessages } from '../use-messages.js'

export interface HeaderProps {
  titleId: string
  title: string
  onBack?: () => void
  /** Absent where the modal may not be closed (a required sign-in). */
  onClose?: () => void
}

export function Header({ titleId, title, onBack, onClose }: HeaderProps) {
  const t = useMessages()
  return (
    <header className="gw-header">
      {onBack && (
        <div className="gw-header-start">
          <button type="button" className="gw-icon-btn" aria-label={t('back')} onClick={onBack}>
            <BackIcon />
          </button>
        </div>
      )}
      {/* Keyed by the text so the SPEC §2 header animation (120 ms) replays when it changes. */}
      <h2 key={title} id={titleId} className="gw-title">
        {title}
      </h2>
      <div className="gw-header-end">
        {onClose && (
          <button type="button" className="gw-icon-btn" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
    </header>
  )
}
