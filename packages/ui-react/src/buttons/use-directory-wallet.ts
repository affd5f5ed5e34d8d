import type { ChainNamespace } from '@gangway/common'
import type { ListedWallet } from '@gangway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { whenIdle } from '../when-idle.js'

/** How long a click waits for the directory's answer before it opens Connect instead. */
export const DIRECTORY_CLICK_WAIT_MS = 3_000

export interface DirectoryWalletLookup {
  /** Whether the button looks its wallet up: nothing else matched, and this host offers directory wallets. */
  active: boolean
  /** The directory wallet the button names, once found. */
  wallet?: ListedWallet | undefined
  /** The visitor's intent: asks the directory now (once; later calls share the answer). */
  prepare: () => void
  /** The answer for a click: undefined when nothing is found, the request fails, or it takes too long. */
  answer: () => Promise<ListedWallet | undefined>
}

function withinWait<T>(answer: Promise<T | undefined>): Promise<T | undefined> {
  return Promise.race([
    answer,
    new Promise<undefined>((resolve) => setTimeout(resolve, DIRECTORY_CLICK_WAIT_MS, undefined)),
  ])
}

/**
 * A wallet button's look-up in the wallet directory, for a wallet nothing on this page matched (`unmatched`).
 * Nothing is asked at first render: the look-up (and its code) starts when the page is idle, or sooner on the
 * visitor's intent or click. A host without a directory (`services.apiUrl`), or whose Connect offers no wallets
 * (`features.connectMethodsOrder`), looks nothing up; its excluded and included wallets hold in core's answer.
 */
export function useDirectoryWallet(
  wallet: string,
  namespace: ChainNamespace | undefined,
  unmatched: boolean,
): DirectoryWalletLookup {
  const core = useCore()
  const { services, features } = useSnapshot(core.store.options.state)
  const active =
    unmatched &&
    wallet.trim() !== '' &&
    Boolean(services?.apiUrl) &&
    (features.connectMethodsOrder ?? ['wallet']).includes('wallet')
  const [found, setFound] = useState<{ key: string; wallet: ListedWallet | undefined }>()
  const key = `${namespace ?? ''}\n${wallet}`
  const keyRef = useRef(key)
  keyRef.current = key

  const resolve = useCallback((): Promise<ListedWallet | undefined> => {
    if (!active) return Promise.resolve(undefined)
    return import('./directory-wallet.js')
      .then(({ findDirectoryWallet }) => findDirectoryWallet(core, wallet, namespace))
      .then(
        (listed) => {
          // An answer for a `wallet` the button no longer shows is dropped.
          if (keyRef.current === key) setFound({ key, wallet: listed })
          return listed
        },
        // A failure is forgotten (the next intent asks again); meanwhile the button opens Connect.
        () => undefined,
      )
  }, [core, wallet, namespace, key, active])

  useEffect(() => {
    if (active) return whenIdle(() => void resolve())
  }, [active, resolve])

  return {
    active,
    wallet: active && found?.key === key ? found.wallet : undefined,
    prepare: () => void resolve(),
    answer: () => withinWait(resolve()),
  }
}
