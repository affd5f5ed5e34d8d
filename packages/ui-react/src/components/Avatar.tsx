import { avatarGradient } from './avatar-gradient.js'

/** Decorative: the address it stands for is always written beside it. */
export function Avatar({ address, className }: { address: string; className: string }) {
  return <span className={className} aria-hidden="true" style={{ background: avatarGradient(address) }} />
}
