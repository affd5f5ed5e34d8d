import { truncateAddress } from '@gangway/common'
import { isSafeUrl } from '@gangway/core'
import { useEffect, useRef } from 'react'
import { ExternalIcon } from '../icons.js'

/** How much of a transaction hash shows on each side of the ellipsis. */
const HASH_CHARS = 6

export interface TransactionResultProps {
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
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const explorerUrl = isSafeUrl(props.explorerUrl) ? props.explorerUrl : undefined

  return (
    <div className="gw-center gw-form">
      <p ref={heading} className="gw-heading gw-success" tabIndex={-1}>
        {title}
      </p>
      {body && <p className="gw-muted gw-break">{body}</p>}
      {hash && <TransactionHash hash={hash} label={hashLabel} />}
      {explorerUrl && (
        <a
          className="gw-secondary gw-link-button gw-explorer"
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
        <code className="gw-hash" title={hash}>
          {short}
        </code>
      </dd>
    </dl>
  )
}
