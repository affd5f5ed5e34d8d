import { useId } from 'react'

/** A list's search box: its label (kept for screen readers) is also its placeholder. */
export function SearchField({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="gw-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="gw-input"
        type="search"
        value={value}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
