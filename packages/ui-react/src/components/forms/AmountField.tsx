import { type ReactNode, useId } from 'react'
import { type MaxAmount, useMaxAmount } from './use-max-amount.js'

/**
 * The two looks the views give an amount: a form field (Send, Buy) or a swap side (the amount large, the token
 * beside it, the balance and Max below). Each view's stylesheet carries the rules of its look.
 */
const LOOKS = {
  field: {
    box: 'gw-field',
    row: 'gw-send-amount',
    input: 'gw-input',
    max: 'gw-secondary gw-max',
    problem: 'gw-error-text gw-field-note',
    note: 'gw-muted gw-field-note',
  },
  swap: {
    box: 'gw-swap-side',
    row: 'gw-swap-side-row',
    input: 'gw-swap-amount',
    max: 'gw-max gw-swap-max',
    problem: 'gw-swap-note gw-error-text',
    note: 'gw-swap-note',
  },
} as const

export type AmountLook = keyof typeof LOOKS

/** Max: its label, what it fills (may wait for a fee estimate), and what is said when that fails. */
export interface AmountMaxProps {
  label: string
  fill(): Promise<unknown> | undefined
  failedText: string
  disabled?: boolean
}

export interface AmountFieldProps {
  label: string
  /** The amount as typed (a number input would hide what was typed). */
  value: string
  /** Without it the field is read-only (a quote). */
  onChange?(text: string): void
  placeholder?: string
  look?: AmountLook
  /** What is wrong with the amount, in the catalogue's words: tied to the field, which reads invalid. */
  problem?: string
  /** A neutral note tied to the field (the limits), shown when there is no problem. */
  hint?: string
  /** The amount's value in fiat, already worded ('≈ $1.00'). */
  fiat?: string
  /** The fiat value is on its way (a quote loads): a placeholder holds its place. */
  fiatLoading?: boolean
  /** The balance, worded ('Balance: 1.5 ETH'), with the whole of it for the title (swap look). */
  balance?: { text: string; title: string }
  busy?: boolean
  max?: AmountMaxProps
  /** What stands beside the input (the token or currency button); it gets the label's id to name itself by. */
  addon?(labelId: string): ReactNode
}

/**
 * An amount field: text with a decimal keyboard, its label, what stands beside it, Max, and below it the
 * problem, a hint or the fiat value. The rules of the amount stay in core; the view words what core says.
 */
export function AmountField(props: AmountFieldProps) {
  const { label, value, onChange, placeholder = '0', look = 'field', busy, addon } = props
  const classes = LOOKS[look]
  const inputId = useId()
  const labelId = `${inputId}-label`
  const noteId = `${inputId}-note`
  const max = useMaxAmount(props.max?.fill ?? noFill)
  const problem = max.status === 'failed' ? props.max?.failedText : props.problem
  const tiedNote = problem ?? props.hint
  const maxButton = props.max && <MaxButton max={max} {...props.max} className={classes.max} />

  return (
    <div className={classes.box}>
      <label id={labelId} htmlFor={inputId} className="gw-label">
        {label}
      </label>
      <div className={classes.row}>
        <input
          id={inputId}
          className={classes.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          readOnly={!onChange}
          title={onChange ? undefined : value || undefined}
          aria-busy={busy || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={tiedNote ? noteId : undefined}
          onChange={(event) => {
            max.clearFailure()
            onChange?.(event.target.value)
          }}
        />
        {addon?.(labelId)}
        {look === 'field' && maxButton}
      </div>
      {tiedNote && (
        <p id={noteId} className={problem ? classes.problem : classes.note}>
          {tiedNote}
        </p>
      )}
      {look === 'field' ? (
        !tiedNote && props.fiat && <p className={classes.note}>{props.fiat}</p>
      ) : (
        <SwapFooter
          fiat={props.fiat}
          fiatLoading={props.fiatLoading}
          balance={props.balance}
          max={maxButton}
        />
      )}
    </div>
  )
}

function noFill(): undefined {
  return undefined
}

function MaxButton({
  max,
  label,
  disabled,
  className,
}: AmountMaxProps & { max: MaxAmount; className: string }) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      aria-busy={max.status === 'busy' || undefined}
      onClick={max.fill}
    >
      {label}
    </button>
  )
}

/** Under a swap side: the fiat value (a placeholder while it loads), then the balance with Max beside it. */
function SwapFooter({
  fiat,
  fiatLoading,
  balance,
  max,
}: {
  fiat: string | undefined
  fiatLoading: boolean | undefined
  balance: AmountFieldProps['balance']
  max: ReactNode
}) {
  const balanceText = balance && (
    <span className="gw-ellipsis" title={balance.title}>
      {balance.text}
    </span>
  )
  return (
    <p className="gw-swap-note">
      <span>{fiatLoading ? <span className="gw-skeleton" aria-hidden="true" /> : fiat}</span>
      {balanceText &&
        (max ? (
          <span className="gw-swap-side-row">
            {balanceText}
            {max}
          </span>
        ) : (
          balanceText
        ))}
    </p>
  )
}
