/** The texts of the frame's own pages outside the dialogs: the social sign-in callback page. */
export const CALLBACK_TEXT = {
  finishing: 'Finishing sign-in…',
  done: 'You can close this window.',
  failed: 'Sign-in could not be completed. Close this window and try again.',
  noOpener: 'Sign-in could not be completed: this window was not opened by the app.',
  returning: 'Returning to the app…',
} as const
