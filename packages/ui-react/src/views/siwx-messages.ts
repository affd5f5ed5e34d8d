/** The strings of the sign-in-with-wallet views (SIWXSignMessage, ConnectingSiwe): a part that travels with them. */
export const siwxMessages = {
  siwxHeading: '{name} needs to connect to your wallet',
  siwxText:
    'Sign this message to prove you own this wallet and to sign in. It sends no transaction and costs nothing.',
  siweText:
    'Sign this message with your Ethereum account to prove you own it and to sign in. It costs no gas.',
  siwxAppFallback: 'This app',
  siwxSign: 'Sign',
  siwxCancel: 'Cancel',
  siwxRequired: 'This app needs you to sign in. Cancel disconnects your wallet.',
  siwxAuthenticating: 'Authenticating...',
  siwxDeclined: 'Signature declined',
} as const
