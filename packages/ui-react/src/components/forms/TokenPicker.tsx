import { useId } from 'react'
import { useFormatAmount } from '../use-format-amount.js'
import { useFormatUsd } from '../use-format-usd.js'
import { SearchField } from '../SearchField.js'
import { WalletImage } from '../WalletImage.js'

/** One token as a row shows it; `token` is what the view gets back when it is picked. */
export interface TokenOption<T> {
  token: T
  key: string
  name: string
  symbol: string
  iconUrl?: string | null
  /** The balance held, as a decimal string; without it the row shows the symbol alone. */
  balance?: string
  /** Its value in USD. */
  value?: number
  /** The token picked already: its row is marked current. */
  current?: boolean
}

/** A list of tokens under its name; an empty one is left out. */
export interface TokenGroup<T> {
  label: string
  options: readonly TokenOption<T>[]
}

export interface TokenPickerProps<T> {
  searchLabel: string
  query: string
  onQueryChange(query: string): void
  /** Rows of placeholders, with this said to screen readers, while the tokens load. */
  loadingText?: string
  /** Said instead of the lists: there are no tokens, or none matches the search. */
  emptyText?: string
  /**
   * One group is a list named by its label; several stand under visible headings (the account's tokens, then
   * the rest).
   */
  groups: readonly TokenGroup<T>[]
  onPick(token: T): void
  className?: string
}

/** A searchable token list: loading placeholders, what is said when nothing shows, or the token rows. */
export function TokenPicker<T>(props: TokenPickerProps<T>) {
  const { searchLabel, query, onQueryChange, loadingText, emptyText, groups, className = 'gw-stack' } = props
  return (
    <div className={className}>
      <SearchField label={searchLabel} value={query} onChange={onQueryChange} />
      {loadingText !== undefined ? (
        <div className="gw-tab-empty" aria-busy="true">
          <span className="gw-skeleton gw-skeleton--row" />
          <span className="gw-skeleton gw-skeleton--row" />
          <span className="gw-visually-hidden">{loadingText}</span>
        </div>
      ) : emptyText !== undefined ? (
        <p className="gw-tab-empty" role="status">
          {emptyText}
        </p>
      ) : groups.length === 1 && groups[0] ? (
        <TokenRows
          {...props}
          options={groups[0].options}
          className="gw-list gw-tab-scroll"
          label={groups[0].label}
        />
      ) : (
        <div className="gw-stack gw-tab-scroll">
          {groups.map((group) => (
            <HeadedGroup key={group.label} {...props} group={group} />
          ))}
        </div>
      )}
    </div>
  )
}

function HeadedGroup<T>({ group, ...props }: TokenPickerProps<T> & { group: TokenGroup<T> }) {
  const headingId = useId()
  if (group.options.length === 0) return null
  return (
    <div className="gw-stack">
      <h3 id={headingId} className="gw-swap-list-heading">
        {group.label}
      </h3>
      <TokenRows {...props} options={group.options} className="gw-list" labelledBy={headingId} />
    </div>
  )
}

function TokenRows<T>({
  options,
  className,
  label,
  labelledBy,
  onPick,
}: {
  options: readonly TokenOption<T>[]
  className: string
  label?: string
  labelledBy?: string
  onPick(token: T): void
}) {
  return (
    <ul className={className} aria-label={label} aria-labelledby={labelledBy}>
      {options.map((option) => (
        <li key={option.key}>
          <button
            type="button"
            className="gw-item gw-token-row"
            aria-current={option.current ? 'true' : undefined}
            onClick={() => onPick(option.token)}
          >
            <TokenRowBody option={option} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Icon, name, balance and symbol (in full in the title), value: remote text, rendered as text only. */
function TokenRowBody<T>({ option }: { option: TokenOption<T> }) {
  const formatUsd = useFormatUsd()
  const formatAmount = useFormatAmount()
  const { name, symbol, balance, value } = option
  return (
    <>
      <WalletImage src={option.iconUrl} className="gw-token-icon" />
      <span className="gw-token-main">
        <span className="gw-ellipsis gw-token-name" title={name}>
          {name}
        </span>
        <span className="gw-muted gw-ellipsis" title={balance ? `${balance} ${symbol}` : symbol}>
          {balance ? `${formatAmount(balance)} ${symbol}` : symbol}
        </span>
      </span>
      {value !== undefined && <span className="gw-token-value">{formatUsd(value)}</span>}
    </>
  )
}
