import { type ChainNamespace, isValidAddress } from '@gangway/common'
import { looksLikeName, resolveReceiver } from '@gangway/core/account'
import { useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { errorText } from '../../hooks/error-text.js'
import { useDebouncedValue } from '../../hooks/use-debounced-value.js'
import { usePartTranslateError } from '../../hooks/use-part-translate-error.js'
import { usePartMessages } from '../../message-parts.js'
import { sendMessages } from '../send-messages.js'

/** How long typing pauses before a name is looked up. */
export const NAME_LOOKUP_DEBOUNCE_MS = 400

type Lookup =
  | { status: 'idle' }
  | { status: 'resolving'; name: string }
  | { status: 'resolved'; name: string }
  | { status: 'failed'; name: string; error: unknown }

/** A name to look up, rather than an address (valid or not) used as typed. */
function isName(namespace: ChainNamespace | undefined, text: string): boolean {
  return Boolean(namespace) && !isValidAddress(namespace as ChainNamespace, text) && looksLikeName(text)
}

/**
 * The form's receiver for what is typed: none for a name until it resolves (a stale address must not stay
 * sendable), none for nothing, else the text itself (the form checks it is an address).
 */
function receiverOf(namespace: ChainNamespace | undefined, typed: string): string | undefined {
  return typed === '' || isName(namespace, typed) ? undefined : typed
}

/**
 * The receiver: an address, used as typed, or a name (`alice.reown.id`), looked up once typing pauses
 * (`resolveReceiver` puts its address into the form). Until then the form has no receiver. Shows what the name
 * resolved to, 'Error resolving name', or that an address is not valid, tied to the input by
 * aria-describedby.
 */
export function ReceiverField({ namespace }: { namespace: ChainNamespace | undefined }) {
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const translateError = usePartTranslateError(sendMessages)
  const inputId = useId()
  const noteId = `${inputId}-note`
  const send = useSnapshot(core.store.send.state, { sync: true })
  const [input, setInput] = useState(() => send.receiverProfileName ?? send.receiverAddress ?? '')
  const [lookup, setLookup] = useState<Lookup>(() =>
    send.receiverProfileName && send.receiverAddress
      ? { status: 'resolved', name: send.receiverProfileName }
      : { status: 'idle' },
  )
  const settled = useDebouncedValue(input.trim(), NAME_LOOKUP_DEBOUNCE_MS)
  const latest = useRef(input.trim())
  latest.current = input.trim()

  const namespaceNow = useRef(namespace)
  namespaceNow.current = namespace

  const change = (text: string) => {
    setInput(text)
    const typed = text.trim()
    core.store.send.setReceiverAddress(receiverOf(namespace, typed))
    setLookup(isName(namespace, typed) ? { status: 'resolving', name: typed } : { status: 'idle' })
  }

  const pendingName = lookup.status === 'resolving' ? lookup.name : undefined
  useEffect(() => {
    if (!pendingName || pendingName !== settled) return
    let current = true
    resolveReceiver(core, pendingName).then(
      () => {
        if (current && latest.current === pendingName) {
          setLookup({ status: 'resolved', name: pendingName })
        } else if (latest.current !== pendingName) {
          // Resolved after the visitor typed something else: the form gets what is typed now, never the old
          // name's address.
          core.store.send.setReceiverAddress(receiverOf(namespaceNow.current, latest.current))
        }
      },
      (error: unknown) => {
        if (current && latest.current === pendingName)
          setLookup({ status: 'failed', name: pendingName, error })
      },
    )
    return () => {
      current = false
    }
  }, [core, pendingName, settled])

  // The form was emptied elsewhere (SPEC §4: a network change resets it): the field follows.
  const cleared =
    send.receiverAddress === undefined && lookup.status !== 'resolving' && lookup.status !== 'failed'
  useEffect(() => {
    if (cleared && latest.current !== '') {
      setInput('')
      setLookup({ status: 'idle' })
    }
  }, [cleared])

  const typed = input.trim()
  const invalidAddress =
    namespace !== undefined && typed !== '' && lookup.status === 'idle' && !isValidAddress(namespace, typed)
  const problem =
    lookup.status === 'failed'
      ? translateError(errorText(lookup.error, t('resolveNameFailed')))
      : invalidAddress
        ? t('sendInvalidAddress')
        : undefined
  const address = send.receiverAddress

  return (
    <div className="gw-field">
      <label htmlFor={inputId} className="gw-label">
        {t('sendReceiver')}
      </label>
      <input
        id={inputId}
        className="gw-input"
        value={input}
        placeholder={t('sendReceiverPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={lookup.status !== 'idle' || problem ? noteId : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {problem ? (
        <p id={noteId} className="gw-error-text gw-field-note">
          {problem}
        </p>
      ) : lookup.status === 'resolving' ? (
        <p id={noteId} className="gw-muted gw-field-note" role="status">
          {t('sendResolvingName', { name: lookup.name })}
        </p>
      ) : lookup.status === 'resolved' && address ? (
        <p id={noteId} className="gw-muted gw-field-note gw-break">
          {t('sendResolvedName', { name: lookup.name, address })}
        </p>
      ) : null}
    </div>
  )
}
