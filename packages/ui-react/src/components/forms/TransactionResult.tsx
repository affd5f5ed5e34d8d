import { truncateAddress } from '@gangway/common'
import { isSafeUrl } from '@gangway/core'
import { useEffect, useRef } from 'react'
import { ExternalIcon } from '../icons.js'

/** How much of a transaction hash shows on each side of the ellipsis. */
const HASH_CHARS = 6

/** The classes of each view's stylesheet (Send's or Swap's: a view adopts only its own). */
const LOOKS = {
  send: { box: 'gw-send', heading: 'gw-send-success', body: 'gw-break', explorer: 'gw-send-explorer' },
  swap: { box: 'gw-swap', heading: 'gw-swap-success', body: 'gw-swap-break', explorer: 'gw-swap-explorer' },
} as const

export interface TransactionResultProps {
  look: keyof typeof LOOKS
  /** The heading ('Transaction sent'). */
  title: string
  /** What went through, worded ('1 ETH is on its way.'). */
  body?: string
  hash?: string
  /** Names the hash in a details list; without it the hash stands alone. */
  hashLabel?: string
  /** The explorer page of the transaction, as the services gave it: linked only when it is a safe URL. */
  explorerUrl?: string
  explorerLabel: string
  doneLabel: string
  onDone(): void
}

/**
 * A transaction that went through: the heading, what was done, its hash (shortened; in full in the title), a
 * link to its explorer page when there is a safe one, and Done. Focus moves to the heading, since the button it
 * was on is gone.
 */
export function TransactionResult(props: TransactionResultProps) {
  const { title, body, hash, hashLabel, explorerLabel, doneLabel, onDone } = props
  const classes = LOOKS[props.look]
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const explorerUrl = isSafeUrl(props.explorerUrl) ? props.explorerUrl : undefined

  return (
    <div className={`gw-center ${classes.box}`}>
      <p ref={heading} className={`gw-heading ${classes.heading}`} tabIndex={-1}>
        {title}
      </p>
      {body && <p className={`gw-muted ${classes.body}`}>{body}</p>}
      {hash && <TransactionHash hash={hash} label={hashLabel} />}
      {explorerUrl && (
        <a
          className={`gw-secondary gw-link-button ${classes.explorer}`}
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {explorerLabel}
          <ExternalIcon />
        </a>
      )}
      <button type="button" className="gw-primary" onClick={onDone}>
        {doneLabel}
      </button>
    </div>
  )
}

function TransactionHash({ hash, label }: { hash: string; label: string | undefined }) {
  const short = truncateAddress(hash, HASH_CHARS, HASH_CHARS)
  if (!label) {
    return (
      <code className="gw-muted" title={hash}>
        {short}
      </code>
    )
  }
  return (
    <dl className="gw-details gw-full-width">
      <dt>{label}</dt>
      <dd>
        <code className="gw-send-hash" title={hash}>
          {short}
        </code>
      </dd>
    </dl>
  )
}
