/**
 * The name registration's strings (RegisterAccountName, RegisterAccountNameSuccess): a catalogue part that
 * travels in their chunk (message-parts.ts). The titles, and 'Choose a name' / 'Change name' that the Account
 * header shows, stay in the start-up catalogue. Keys are unique across the whole catalogue; hosts override them
 * like any other.
 */
export const nameMessages = {
  nameRules: 'Use at least 4 letters, digits or hyphens.',
  nameTaken: 'This name is taken.',
  nameSuggestions: 'Suggested names',
  nameAvailable: 'Available',
  nameUnavailable: 'Taken',
  registerName: 'Register name',
  nameSigning: 'Sign the message in your wallet...',
  nameRegistering: 'Registering...',
  nameRegistered: '{name} is now the name of this account.',
  backToAccount: 'Back to account',
} as const
