/**
 * The strings of the sign-in views (e-mail device check and code, approval in the secure frame, social and
 * Farcaster, recovery): a catalogue part that travels with those views (message-parts.ts).
 */
export const authMessages = {
  verifyDeviceTitle: 'Register this device to continue',
  verifyDeviceText: 'Open the link we sent to {email} to approve this device.',
  verifyDeviceWaiting: 'Waiting for the approval...',
  verifyOtpTitle: 'Enter the code we sent to {email}',
  verifyOtpLabel: 'Code',
  verifyOtpHint: 'The code has 6 digits.',
  verifyOtpSubmit: 'Continue',
  resendCode: 'Resend code',
  codeResent: 'A new code is on its way',
  signingIn: 'Signing in...',
  approveHint: 'Review the request in the secure window below and approve or reject it there.',
  recoveryHint:
    'Protect your wallet in the secure window below: a passkey or a recovery code lets you restore it on a new device.',
  recoveryNotice:
    'Your wallet lives only on your devices. Add a passkey or a recovery code so you can restore it on a new device.',
  recoveryNoticeAction: 'Set up recovery',
  authTryAgain: 'Try again',
  updateEmailNew: 'New e-mail',
  updateEmailSubmit: 'Send code',
  updateEmailPrimary: 'Enter the code we sent to {email} to confirm the change.',
  updateEmailSecondary: 'Enter the code we sent to {email} to confirm the new address.',
  updateEmailDone: 'E-mail updated',
  socialWaiting: 'Continue in the {provider} window',
  socialWaitingText: 'Sign in there; this window goes on by itself.',
  socialPopupBlocked: 'Allow pop-ups for this site to sign in with {provider}.',
  socialRedirecting: 'Taking you to {provider}',
  socialRedirectingText: 'You come back here once you have signed in.',
  socialFinishing: 'Signing in with {provider}',
  socialFinishingText: 'Setting up your wallet.',
  farcasterTitle: 'Sign in with Farcaster',
  farcasterScan: "Scan this code with your phone's camera or the Farcaster app.",
} as const
