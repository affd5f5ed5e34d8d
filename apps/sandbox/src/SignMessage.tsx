import { ERROR_MESSAGES, isUserRejection, toGangwayError } from '@gangway/common'
import { useAppKitProvider } from '@gangway/react'
import { useState } from 'react'
import { type EIP1193Provider, stringToHex } from 'viem'

type Result = { kind: 'signature'; value: string } | { kind: 'error'; value: string } | undefined

export function SignMessage({ address }: { address: string | undefined }) {
  const { walletProvider } = useAppKitProvider<EIP1193Provider>('eip155')
  const [message, setMessage] = useState('Hello from Gangway')
  const [result, setResult] = useState<Result>()
  const [pending, setPending] = useState(false)

  async function sign() {
    if (!walletProvider || !address) return
    setPending(true)
    setResult(undefined)
    try {
      const signature = await walletProvider.request({
        method: 'personal_sign',
        params: [stringToHex(message), address as `0x${string}`],
      })
      setResult({ kind: 'signature', value: signature })
    } catch (error) {
      const text = isUserRejection(error)
        ? ERROR_MESSAGES.signatureDeclined
        : toGangwayError(error).shortMessage
      setResult({ kind: 'error', value: text })
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="sign-heading">
      <h2 id="sign-heading">Sign a message</h2>
      <label>
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="button" disabled={!walletProvider || !address || pending} onClick={sign}>
        Sign message
      </button>
      {result?.kind === 'signature' && (
        <output aria-label="Signature" data-testid="signature">
          {result.value}
        </output>
      )}
      {result?.kind === 'error' && <p role="alert">{result.value}</p>}
    </section>
  )
}
