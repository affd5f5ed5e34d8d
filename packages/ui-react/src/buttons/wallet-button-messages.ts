/**
 * The wallet button's strings: a catalogue part of its own, loaded with the buttons (the modal's catalogue holds
 * the same provider names under its own keys, out of the start-up download). Hosts override them through
 * `options.messages` like any other key.
 */
export const walletButtonMessages = {
  walletButtonGoogle: 'Google',
  walletButtonGithub: 'GitHub',
  walletButtonApple: 'Apple',
  walletButtonFacebook: 'Facebook',
  walletButtonX: 'X',
  walletButtonDiscord: 'Discord',
  walletButtonFarcaster: 'Farcaster',
} as const
