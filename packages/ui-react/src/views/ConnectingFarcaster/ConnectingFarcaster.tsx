import { toGangwayError } from '@gangway/common'
import { useEffect, useState } from 'react'
import { CopyLinkButton } from '../../components/CopyLinkButton.js'
import { WalletConnectQr } from '../../components/WalletConnectQr.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'

/**
 * ConnectingFarcaster (SPEC §2): the Sign-In-With-Farcaster link as a QR code and Copy link; the view waits for
 * the approval in the visitor's Farcaster app and then connects the embedded wallet.
 */
export function ConnectingFarcaster() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const [uri, setUri] = useState<string>()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) starts over.
  useEffect(() => {
    const controller = new AbortController()
    setUri(undefined)
    setError(undefined)
    const run = async () => {
      try {
        const auth = await core.loadAuth()
        if (!auth || controller.signal.aborted) return
        const url = await auth.getFarcasterUri()
        if (controller.signal.aborted) return
        setUri(url)
        await core.waitForFarcasterSignIn(controller.signal)
      } catch (cause) {
        if (!controller.signal.aborted) setError(toGangwayError(cause).shortMessage)
      }
    }
    void run()
    return () => controller.abort()
  }, [core, attempt])

  return (
    <div className="gw-center">
      <p className="gw-heading">{t('farcasterTitle')}</p>
      <WalletConnectQr uri={uri} name="Farcaster" waiting={!error} mark={<FarcasterMark />} />
      <p className="gw-muted">{t('farcasterScan')}</p>
      <CopyLinkButton uri={uri} />
      {error && (
        <>
          <p className="gw-error-text" role="alert">
            {error}
          </p>
          <button type="button" className="gw-primary" onClick={() => setAttempt((value) => value + 1)}>
            {t('authTryAgain')}
          </button>
        </>
      )}
    </div>
  )
}

/** Farcaster's purple square with its arch, drawn here (no remote image). */
function FarcasterMark() {
  return (
    <svg className="gw-qr-logo-image" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="6" fill="#855DCD" />
      <path d="M6 6h12v2h-1v10h-3v-5a2 2 0 0 0-4 0v5H7V8H6z" fill="#fff" />
    </svg>
  )
}
