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
