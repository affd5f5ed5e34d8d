import { createHmac } from 'node:crypto'
import { ServiceError } from '../http/errors.js'
import type { FrameKeyAddresses, FrameKeyStore } from '../storage/frame-types.js'
import type { FrameUser } from './auth.js'

/** What the frame reads back: the key to unwrap its ciphertext with, the ciphertext, and the addresses. */
export interface FrameKeysView {
  wrappingKey: string
  ciphertext: string | null
  addresses: FrameKeyAddresses
}

/** Keys the frame generated, already encrypted under the wrapping key, with their public addresses. */
export interface NewFrameKeys {
  ciphertext: string
  addresses: Required<FrameKeyAddresses>
}

/** Domain separation: this secret might key other derivations one day. */
const WRAP_LABEL = 'gangway-frame-wrap\n'

/**
 * The embedded wallet's keys, as ciphertext only. The frame generates the keys in the browser, encrypts them
 * under a per-user wrapping key it fetches from here, and stores the result here: the database alone holds
 * nothing usable, and the wrapping key is derived on each read from a secret kept outside it.
 */
export class FrameKeys {
  constructor(
    private readonly store: FrameKeyStore,
    private readonly secret: Buffer,
  ) {}

  /** HMAC-SHA-256(secret, label + user id), base64url: 32 bytes, stable for the user while the secret is. */
  wrappingKey(userId: string): string {
    return createHmac('sha256', this.secret).update(WRAP_LABEL).update(userId).digest('base64url')
  }

  async read(user: FrameUser): Promise<FrameKeysView> {
    const keys = await this.store.find(user.id)
    return {
      wrappingKey: this.wrappingKey(user.id),
      ciphertext: keys?.ciphertext ?? null,
      addresses: keys?.addresses ?? {},
    }
  }

  /**
   * Forgets the user's ciphertext after the frame moved their wallet to key shares (the addresses stay listed).
   * False when there was none.
   */
  delete(user: FrameUser): Promise<boolean> {
    return this.store.deleteCiphertext(user.id)
  }

  /** Stores the user's keys once: replacing them would orphan the wallet they hold. */
  async create(user: FrameUser, keys: NewFrameKeys): Promise<void> {
    if (!(await this.store.create(user.id, keys))) throw new ServiceError(409, 'Keys already exist')
  }
}
