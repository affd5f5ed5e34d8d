import { type ReactNode, useId } from 'react'

/** What a pick field shows once something is picked: its name, and a muted line under it (in full in titles). */
export interface Picked {
  icon?: ReactNode
  name: string
  detail: string
  detailTitle?: string
}

export interface PickFieldProps {
  label: string
  /** What was picked, or undefined for the placeholder ('Select token'). */
  picked: Picked | undefined
  placeholder: string
  /** Opens the list to pick from. */
  onOpen(): void
}

/**
 * A form field whose value is picked from a list (the token to send, the coin to buy): a button named by the
 * label and what it shows ("Token ETH 1.5 ETH available"), which opens the list.
 */
export function PickField({ label, picked, placeholder, onOpen }: PickFieldProps) {
  const labelId = useId()
  const buttonId = useId()
  return (
    <div className="gw-field">
      <span id={labelId} className="gw-label">
        {label}
      </span>
      <button
        id={buttonId}
        type="button"
        className="gw-item gw-send-token"
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={onOpen}
      >
        {picked ? (
          <>
            {picked.icon}
            <span className="gw-token-main">
              <span className="gw-ellipsis gw-token-name" title={picked.name}>
                {picked.name}
              </span>
              <span className="gw-muted gw-ellipsis" title={picked.detailTitle ?? picked.detail}>
                {picked.detail}
              </span>
            </span>
          </>
        ) : (
          <span className="gw-item-name">{placeholder}</span>
        )}
        <span className="gw-send-chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </div>
  )
}
