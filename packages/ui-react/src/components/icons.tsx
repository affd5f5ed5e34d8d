/** Inline icons: decorative, hidden from assistive technology (their buttons carry the names). */
const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const

export function BackIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M10 3 5 8l5 5" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="m4 4 8 8M12 4l-8 8" />
    </svg>
  )
}

export function CopyIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <rect x="5" y="5" width="8" height="8" rx="1.5" />
      <path d="M11 5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" />
    </svg>
  )
}

export function ExternalIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M9 3h4v4M13 3 7 9" />
      <path d="M11 9.5V12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2.5" />
    </svg>
  )
}

/** Our drawing of the WalletConnect entry's mark (a bridge of two arcs), for when it has no image. */
export function WalletConnectMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#3b6cf6" />
      <path
        d="M10 17.5c5.5-5.4 14.5-5.4 20 0M14 21.5c3.3-3.2 8.7-3.2 12 0M12 26l4-3.8 4 3.8 4-3.8 4 3.8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
