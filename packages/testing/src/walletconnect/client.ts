import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { createMemoryKeyValueStorage } from './storage.js'
import type { LabWalletOptions } from './types.js'

export const LAB_WALLET_METADATA: SignClientTypes.Metadata = {
  name: 'Gangway Lab Wallet',
  description: 'A WalletConnect wallet for tests, on local keys',
  url: 'https://lab-wallet.gangway.invalid',
  icons: [],
}

/** The wallet-side SDK client, kept on loopback and apart from any other client in the process. */
export async function initSignClient(options: LabWalletOptions) {
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    // The SDK keeps one core per prefix in globalThis: its own store and prefix keep a dapp's keys apart.
    storage: options.storage ?? createMemoryKeyValueStorage(),
    customStoragePrefix: options.storagePrefix ?? `gangway-lab-wallet-${globalThis.crypto.randomUUID()}`,
    metadata: options.metadata ?? LAB_WALLET_METADATA,
    logger: 'error',
    // Otherwise the SDK holds each request back until a second after the previous answer.
    signConfig: { disableRequestQueue: true },
  })
  if (options.verifyUrl) {
    // The SDK has no option for the verify server; its verify client reads this instance property.
    const verify = client.core.verify as unknown as { verifyUrlV3: string; getVerifyUrl(): string }
    verify.verifyUrlV3 = options.verifyUrl
    // A dapp without an attestation (one outside a browser) is looked up by message hash, which the SDK
    // sends to the hosted service whatever it is told; the local stand-in answers that lookup too.
    const verifyUrl = options.verifyUrl
    verify.getVerifyUrl = () => verifyUrl
  }
  return client
}
