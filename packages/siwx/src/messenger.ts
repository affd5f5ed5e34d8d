import type { SIWXMessage } from '@gangway/common'

/** What a messenger is built with (AppKit's `SIWXMessenger.ConstructorParams`, plus an injectable clock). */
export interface SIWXMessengerParameters {
  /** The RFC 3986 authority asking for the sign-in (e.g. `example.com`). */
  domain: string
  /** The resource the signature is for (e.g. `https://example.com/login`). */
  uri: string
  /** A fresh nonce per message, usually from the host's server so it can refuse a replay. */
  getNonce: (input: SIWXMessage.Input) => Promise<string>
  /** A line for people, shown by the wallet above the fields. */
  statement?: string | undefined
  resources?: string[] | undefined
  /** Default '1' (the only version EIP-4361 and CAIP-122 define). */
  version?: string | undefined
  /** How long (ms) a message stays valid, counted from `notBefore` when the input sets one, else from issue time. */
  expiration?: number | undefined
  getRequestId?: (() => Promise<string | undefined>) | undefined
  /** The clock (ms since epoch); tests pin it. */
  now?: (() => number) | undefined
}

/**
 * Builds the message a wallet signs (AppKit's `SIWXMessenger`): `createMessage` fills the fields and
 * `stringify` writes them out in the subclass's format.
 */
export abstract class SIWXMessenger {
  readonly domain: string
  readonly uri: string
  readonly version: string
  readonly statement: string | undefined
  readonly resources: string[] | undefined
  readonly expiration: number | undefined
  protected readonly getNonce: (input: SIWXMessage.Input) => Promise<string>
  protected readonly getRequestId: (() => Promise<string | undefined>) | undefined
  protected readonly now: () => number

  constructor(parameters: SIWXMessengerParameters) {
    this.domain = parameters.domain
    this.uri = parameters.uri
    this.version = parameters.version ?? '1'
    this.statement = parameters.statement
    this.resources = parameters.resources
    this.expiration = parameters.expiration
    this.getNonce = parameters.getNonce
    this.getRequestId = parameters.getRequestId
    this.now = parameters.now ?? Date.now
  }

  /** The text of a message with these fields. */
  abstract stringify(data: SIWXMessage.Data): string

  async createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    const issuedAt = this.now()
    const nonce = await this.getNonce(input)
    const requestId = await this.getRequestId?.()
    // Absent fields are left out rather than set to undefined, so the data equals what parsing the text gives.
    const data: SIWXMessage.Data = {
      domain: this.domain,
      accountAddress: input.accountAddress,
      ...(this.statement ? { statement: this.statement } : {}),
      uri: this.uri,
      version: this.version,
      chainId: input.chainId,
      nonce,
      issuedAt: new Date(issuedAt).toISOString(),
      ...(this.expiration !== undefined
        ? { expirationTime: this.expirationTime(issuedAt, input.notBefore, this.expiration) }
        : {}),
      ...(input.notBefore !== undefined ? { notBefore: input.notBefore } : {}),
      ...(requestId !== undefined ? { requestId } : {}),
      ...(this.resources?.length ? { resources: [...this.resources] } : {}),
    }
    return { ...data, toString: () => this.stringify(data) }
  }

  /**
   * A message valid only from a later `notBefore` gets its whole lifetime from then on (as AppKit does), or it
   * could expire before it is ever usable.
   */
  private expirationTime(issuedAt: number, notBefore: string | undefined, expiration: number): string {
    const notBeforeTime = notBefore === undefined ? Number.NaN : Date.parse(notBefore)
    const start = Number.isNaN(notBeforeTime) ? issuedAt : Math.max(issuedAt, notBeforeTime)
    return new Date(start + expiration).toISOString()
  }
}
