/**
 * The part of the SPEC §8 catalogue (`ERROR_MESSAGES`) that a page may need before any of its lazy chunks has
 * loaded: the sign-in code that could not be fetched says so in the SPEC's words even offline. The rest of the
 * catalogue loads with the code that raises it (docs/start-up.md).
 */
export const START_ERROR_MESSAGES = {
  emailLoginDependency: 'Unable to load email login dependency',
} as const
