import { ERROR_MESSAGES, formatMessage } from '@gangway/common'
import {
  blockchainServices,
  fullName,
  isValidNameLabel,
  type RegisterNameStep,
  registerName,
} from '@gangway/core/account'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { errorText } from '../../hooks/error-text.js'
import { useDebouncedValue } from '../../hooks/use-debounced-value.js'
import { usePartMessages } from '../../message-parts.js'
import { useAccountPartStyles } from '../../theme/part-styles.js'
import { nameMessages } from '../name-messages.js'

const SUGGESTION_DEBOUNCE_MS = 300

interface Suggestion {
  name: string
  registered: boolean
}

/**
 * RegisterAccountName (SPEC §4): the visitor picks a name (SPEC §5 rules, with suggestions), the wallet signs,
 * the services register it, and RegisterAccountNameSuccess follows. On failure the view stays with
 * 'Error registering name {name}'.
 */
export function RegisterAccountName() {
  useAccountPartStyles()
  const core = useCore()
  const t = useMessages()
  const tName = usePartMessages(nameMessages)
  const inputId = useId()
  const [input, setInput] = useState('')
  const [step, setStep] = useState<RegisterNameStep | 'idle'>('idle')
  const [error, setError] = useState<string>()
  const suggestions = useSuggestions(input)
  const typed = input.trim()
  const invalid = typed !== '' && !isValidNameLabel(typed)
  const taken = suggestions.some((item) => item.name === fullName(typed) && item.registered)
  const busy = step !== 'idle'

  const submit = async (event?: FormEvent, name = typed) => {
    event?.preventDefault()
    if (busy || !isValidNameLabel(name)) return
    setError(undefined)
    try {
      const registered = await registerName(core, name, setStep)
      core.store.router.replace('RegisterAccountNameSuccess', { name: registered })
    } catch (failure) {
      // The short message only: `message` also carries the developer details.
      setError(errorText(failure, formatMessage(ERROR_MESSAGES.registerName, { name: fullName(name) })))
    } finally {
      setStep('idle')
    }
  }

  const problemId = `${inputId}-problem`
  const problem = error ?? (invalid ? tName('nameRules') : taken ? tName('nameTaken') : undefined)
  return (
    <form className="gw-stack gw-full-width" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="gw-label">
        {t('chooseName')}
      </label>
      <div className="gw-name-input">
        <input
          id={inputId}
          className="gw-input"
          value={input}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setInput(event.target.value)}
        />
        <span className="gw-muted" aria-hidden="true">
          {fullName('x').slice(1)}
        </span>
      </div>
      {problem && (
        <p id={problemId} className="gw-error-text" role={error ? 'alert' : undefined}>
          {problem}
        </p>
      )}
      {suggestions.length > 0 && !busy && (
        <ul className="gw-stack" aria-label={tName('nameSuggestions')}>
          {suggestions.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                className="gw-item"
                disabled={item.registered}
                onClick={() => void submit(undefined, item.name)}
              >
                <span className="gw-item-name" title={item.name}>
                  {item.name}
                </span>
                <span className={item.registered ? 'gw-tag gw-tag--muted' : 'gw-tag'}>
                  {item.registered ? tName('nameUnavailable') : tName('nameAvailable')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="gw-primary" disabled={busy || typed === '' || invalid || taken}>
        {step === 'signing'
          ? tName('nameSigning')
          : step === 'registering'
            ? tName('nameRegistering')
            : tName('registerName')}
      </button>
    </form>
  )
}

/** The services' suggestions for what is typed (debounced); none while the input breaks the name rules. */
function useSuggestions(input: string): Suggestion[] {
  const core = useCore()
  const typed = useDebouncedValue(input.trim(), SUGGESTION_DEBOUNCE_MS)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  useEffect(() => {
    const client = blockchainServices(core)
    if (!client || !isValidNameLabel(typed)) {
      setSuggestions([])
      return
    }
    const label = fullName(typed).split('.')[0] ?? typed
    const abort = new AbortController()
    client
      .getEnsNameSuggestions(label, { signal: abort.signal })
      .then((found) =>
        setSuggestions(found.map((item) => ({ name: item.name, registered: item.registered ?? false }))),
      )
      .catch(() => setSuggestions([]))
    return () => abort.abort()
  }, [core, typed])
  return suggestions
}
