/** Every text of the recovery dialogs, in one place (the frame has no React catalogue). */
export const RECOVERY_TEXT = {
  setUpTitle: 'Set up recovery',
  setUpBody:
    'Your wallet lives only in this browser until you add a way to recover it. If this browser’s data is cleared, or you sign in on another device, a passkey or a recovery code brings the same wallet back.',
  createPasskey: 'Create a passkey',
  showCode: 'Show a recovery code',
  notNow: 'Not now',

  codeTitle: 'Your recovery code',
  codeBody:
    'Write it down or keep it in a password manager. It is shown only this once. Together with your sign-in it opens your wallet, so keep it to yourself.',
  codeLabel: 'Recovery code',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the code and copy it by hand',
  savedCheck: 'I have saved my recovery code',
  done: 'Done',

  recoverTitle: 'Recover your wallet',
  recoverBody:
    'This browser has no key for your wallet yet. Use the passkey or the recovery code you set up: your address stays the same.',
  recoverBodyPasskeyOnly:
    'This browser has no key for your wallet yet. Use the passkey you set up: your address stays the same.',
  recoverBodyCodeOnly:
    'This browser has no key for your wallet yet. Type the recovery code you saved: your address stays the same.',
  usePasskey: 'Use a passkey',
  recoveryCodeField: 'Recovery code',
  codeHint: '27 letters and digits; dashes and spaces are optional',
  recoverWithCode: 'Recover with code',
  cancel: 'Cancel',
  working: 'Checking…',
} as const

/** What a failed try says, in words: the visitor can act on each. */
export const RECOVERY_ERROR = {
  emptyCode: 'Type your recovery code',
  wrongCode: 'That recovery code does not open this wallet',
  wrongPasskey: 'That passkey does not open this wallet',
  passkeyCancelled: 'The passkey request was cancelled',
  passkeyUnsupported:
    'This passkey cannot protect a wallet: it has no PRF support. Try another passkey or the code.',
  notThisAccount: 'What was recovered does not match this account',
  failed: 'Recovery did not work: try again',
  codeTypo: 'This recovery code has a typo: compare it with the one you saved',
  codeUnknownChar: 'A recovery code has no “{char}”',
  codeLength: 'A recovery code has {expected} letters and digits; this one has {count}',
} as const
