import { createKeyRing, type KeyRing, KeysWipedError } from './keyring.js'
import { RecoveryShareUnavailableError, setUpRecovery } from './recovery-setup.js'
import { addressesOf, type KeyAddresses, type KeySecrets } from './secrets.js'
import type { RecoveryDialogs, WalletAccount, WalletSharesDeps } from './wallet-ports.js'
import { type OpenedWallet, openWallet, WalletNotFoundError } from './wallet-shares.js'

/**
 * The signed-in visitor's wallet as the frame holds it between requests: its addresses and whether recovery is
 * set up, never its key. The key is rebuilt from two shares for one signing and dropped after it.
 */
export interface FrameWallet {
  readonly addresses: KeyAddresses
  /** False while the recovery share is only on this device: the app offers "Set up recovery". */
  readonly recoverySetUp: boolean
  /** True on a new device until "Recover your wallet" has given it a device share. */
  readonly needsRecovery: boolean
  /** "Recover your wallet" (a passkey or a code); the frame must be on screen. Rejects when cancelled. */
  recover(): Promise<void>
  /** A key ring for one request: its addresses now, its keys only inside `signer.unlocked(run)`. */
  signer(): RequestSigner
  /** "Set up recovery"; resolves true once a passkey or a code protects the wallet, false for "Not now". */
  setUpRecovery(): Promise<boolean>
  /** Sign-out: nothing unlocks any more. */
  close(): void
}

export interface RequestSigner {
  /** Answers `addresses` at once; its signing methods throw outside `unlocked`. */
  keys: KeyRing
  /** Rebuilds the key, runs `run` (which signs through `keys`), then zeroes it, whatever `run` did. */
  unlocked<T>(run: () => Promise<T>): Promise<T>
}

/** Opening the wallet at sign-in would need "Recover your wallet", which waits for the first signature. */
class RecoveryDeferred extends Error {
  override name = 'RecoveryDeferred'
}

/** The dialogs while the frame is hidden (sign-in, a restore): none is shown, recovery is put off. */
const hiddenDialogs: RecoveryDialogs = {
  offerRecovery: async () => 'later',
  showRecoveryCode: async () => false,
  recoverWallet: async () => {
    throw new RecoveryDeferred()
  },
}

const wipe = (secrets: KeySecrets) => secrets.solanaSeed.fill(0)

const isHexAddress = (address: string | undefined): address is `0x${string}` => !!address?.startsWith('0x')

/** The addresses the account lists, when it lists both. */
function listedAddresses(account: WalletAccount): KeyAddresses | undefined {
  const { eip155, solana } = account.addresses ?? {}
  return isHexAddress(eip155) && solana ? { eip155, solana } : undefined
}

/** A key ring whose keys are lent by `current()` while a request runs. */
function lentKeyRing(addresses: KeyAddresses, current: () => KeyRing | undefined): KeyRing {
  const ring = () => {
    const lent = current()
    if (!lent) throw new KeysWipedError()
    return lent
  }
  return {
    addresses,
    signMessage: async (message) => ring().signMessage(message),
    signTypedData: async (data) => ring().signTypedData(data),
    signTransaction: async (transaction) => ring().signTransaction(transaction),
    signSolana: (bytes) => ring().signSolana(bytes),
    wipe: () => {},
  }
}

/**
 * The wallet of a sign-in or a restore: opened once, without a dialog, to learn its addresses and whether
 * recovery is set up (a first sign-in creates and splits it here), then its key is dropped. On a new device,
 * where only "Recover your wallet" opens it, the account's listed addresses stand in until the first signature.
 */
export async function openFrameWallet(deps: WalletSharesDeps, account: WalletAccount): Promise<FrameWallet> {
  let opened: OpenedWallet
  try {
    opened = await openWallet({ ...deps, dialogs: hiddenDialogs }, account)
  } catch (error) {
    if (!(error instanceof RecoveryDeferred)) throw error
    const listed = listedAddresses(account)
    if (!listed) throw new WalletNotFoundError()
    return frameWallet(deps, account, { addresses: listed, recoverySetUp: true, needsRecovery: true })
  }
  const addresses = addressesOf(opened.secrets)
  wipe(opened.secrets)
  return frameWallet(
    deps,
    { ...account, addresses },
    {
      addresses,
      recoverySetUp: opened.recoverySetUp,
      needsRecovery: false,
    },
  )
}

function frameWallet(
  deps: WalletSharesDeps,
  account: WalletAccount,
  initial: { addresses: KeyAddresses; recoverySetUp: boolean; needsRecovery: boolean },
): FrameWallet {
  // The rebuilt key must derive these addresses, whatever the device's storage holds.
  const pinned = { ...account, addresses: initial.addresses }
  let { recoverySetUp, needsRecovery } = initial
  let closed = false

  async function open(dialogs: RecoveryDialogs): Promise<KeySecrets> {
    if (closed) throw new KeysWipedError()
    const opened = await openWallet({ ...deps, dialogs }, pinned)
    if (closed) {
      wipe(opened.secrets)
      throw new KeysWipedError()
    }
    return opened.secrets
  }

  return {
    addresses: initial.addresses,
    get recoverySetUp() {
      return recoverySetUp
    },
    get needsRecovery() {
      return needsRecovery
    },

    async recover() {
      wipe(await open(deps.dialogs))
      needsRecovery = false
    },

    signer() {
      let lent: KeyRing | undefined
      return {
        keys: lentKeyRing(initial.addresses, () => lent),
        async unlocked(run) {
          // A new device recovers first (the frame is on screen for the approval that led here).
          const secrets = await open(needsRecovery ? deps.dialogs : hiddenDialogs)
          needsRecovery = false
          lent = createKeyRing(secrets)
          try {
            return await run()
          } finally {
            lent.wipe()
            lent = undefined
          }
        },
      }
    },

    async setUpRecovery() {
      if (closed) throw new KeysWipedError()
      try {
        const chosen = await setUpRecovery(deps, pinned)
        if (chosen !== 'later') recoverySetUp = true
      } catch (error) {
        // Sealed already, by another tab or on the device that made the wallet.
        if (error instanceof RecoveryShareUnavailableError) recoverySetUp = true
        throw error
      }
      return recoverySetUp
    },

    close() {
      closed = true
    },
  }
}
