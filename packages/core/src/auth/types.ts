import type { SocialProvider } from '../types.js'

/** AppKit's id of the embedded-wallet connector (e-mail, social and Farcaster sign-in), in every namespace. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The namespaces the embedded wallet signs for (SPEC §1: auth login supports eip155 and solana). */
export type AuthNamespace = 'eip155' | 'solana'

/** SPEC §3 auth user, as the secure frame reports it. */
export interface AuthUser {
  address: string
  chainId: string | number
  email?: string | null | undefined
  userName?: string | undefined
  /**
   * False while the wallet's recovery share is only on this device (no passkey or recovery code protects it yet);
   * absent from frames that keep no key shares, which have nothing to offer.
   */
  recoverySetUp?: boolean | undefined
}

/** SPEC §4: what follows an e-mail: the device check, the one-time code, or nothing (already connected). */
export type EmailNextStep = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** Where the secure frame shows while the visitor approves a request in it (viewport pixels). */
export interface AuthFrameArea {
  top: number
  left: number
  width: number
  height: number
  zIndex: number
}

/** The social providers the frame signs in with (Farcaster has its own calls). */
export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>
/** The popup the UI opened inside the visitor's click (a popup opened later would be blocked). */
export interface SocialPopup {
  readonly closed: boolean
  location: { href: string }
  close(): void
}

/** The fragment key the secure site's callback page puts the result in (apps/secure-frame social/callback.ts). */
export const SOCIAL_RESULT_FRAGMENT = 'gangway-social-result'

/**
 * The embedded wallet: everything core and the adapters ask of the secure frame. Creating it loads nothing;
 * the first call loads the frame code and the iframe (SPEC §4: lazily, unless a login is stored).
 */
export interface AuthClient {
  /** Whether a sign-in is stored, so a reload restores it (and the frame is created at start). */
  hasStoredLogin(): boolean
  /** SPEC §4 e-mail login, step 1. Throws 'Please try again after {n} seconds' within 30 s of the last one. */
  connectEmail(email: string): Promise<EmailNextStep>
  /** Waits up to about 20 s for the approval link; true once the device is approved. */
  waitForDeviceApproval(signal?: AbortSignal): Promise<boolean>
  /** The one-time code; on success the frame holds a session (in its own storage; the app gets none). */
  connectOtp(otp: string): Promise<void>
  /**
   * Opens a sign-in with a social provider: the provider's authorization URL. With `returnUrl` (a page of this
   * app) the callback page sends the browser back there instead of posting to a popup's opener.
   */
  getSocialRedirectUri(provider: OAuthProvider, returnUrl?: string): Promise<string>
  /** Completes it with the provider's redirect back to the callback page. */
  connectSocial(resultUri: string, provider: OAuthProvider): Promise<AuthUser>
  /** The Sign-In-With-Farcaster URI the QR code shows. */
  getFarcasterUri(): Promise<string>
  /** Waits (about 25 s per call) for the Farcaster approval; undefined while it is still pending. */
  connectFarcaster(): Promise<{ userName: string } | undefined>
  /** The signed-in user on `chainId`; stores the login hints. Throws when no one is signed in. */
  getUser(params: { chainId: string | number }): Promise<AuthUser>
  /**
   * After a reload: the user of the session the frame kept in its own storage, or undefined (cached login data
   * is then erased, SPEC §4). Asked only when a login hint is stored.
   */
  restore(params: { chainId: string | number }): Promise<AuthUser | undefined>
  switchNetwork(chainId: string | number): Promise<void>
  /** A wallet request run by the frame (allow-listed; signing ones wait for the visitor's approval in it). */
  request(args: { method: string; params?: unknown }, namespace: AuthNamespace): Promise<unknown>
  /** Ends the session in the frame and erases the cached login data. */
  signOut(): Promise<void>
  updateEmail(email: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  /** The last step: the new e-mail is stored and returned. */
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /** The stored e-mail or social username, for the account view. */
  getStoredIdentity(): { email?: string | undefined; userName?: string | undefined }
  showFrame(area: AuthFrameArea): void
  hideFrame(): void
  /**
   * The frame's own "Set up recovery" dialog (a passkey or a recovery code): true once one protects the wallet,
   * false when the visitor chose "Not now". The caller shows the frame while it waits (the dialog needs the
   * visitor's click inside it); a second call while one waits gets the same answer.
   */
  setUpRecovery(): Promise<boolean>
  /** The signed-in user's `recoverySetUp` as the frame last reported it; undefined when it did not say. */
  isRecoverySetUp(): boolean | undefined
  /** Called with true when a request starts waiting for approval in the frame, false when none is left. */
  onApprovalChange(listener: (pending: boolean) => void): () => void
  destroy(): void
}
