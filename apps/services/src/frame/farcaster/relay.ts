import { randomUUID } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import type { CustodyRegistry } from './config.js'

/** What an app asks a channel for (auth-client's CreateChannelRequest). */
export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce?: string | undefined
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
  acceptAuthAddress?: boolean | undefined
}

/** The wallet's approval (auth-client's AuthenticateRequest). */
export interface ChannelApproval {
  message: string
  signature: `0x${string}`
  fid: number
  authMethod?: 'custody' | 'authAddress' | undefined
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
}

/** A channel as `GET /v1/channel/status` answers it (auth-client's StatusAPIResponse). */
export interface ChannelStatus extends Partial<Omit<ChannelApproval, 'fid'>> {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  fid?: number
  custody?: `0x${string}`
  verifications?: string[]
  signatureParams: Omit<ChannelRequest, 'acceptAuthAddress'>
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
}

interface Channel {
  status: ChannelStatus
  expiresAt: number
}

/** What a finished channel hands out once more: nothing, it is closed (a status read spends it). */
export type StatusResult = { found: false } | { found: true; status: ChannelStatus }

/**
 * The Farcaster Auth relay stand-in (development and test): channels in memory for `ttlMs`. An app opens
 * one, the wallet posts its signed approval to it, and the app reads the result once — as the real relay,
 * which closes a channel when it reports it completed. The real relay accepts approvals only from wallets
 * holding its auth key; this one accepts any (the app verifies the signature against the custody registry).
 */
export class FarcasterRelay {
  private readonly channels = new Map<string, Channel>()

  constructor(private readonly deps: { registry: CustodyRegistry; ttlMs: number; now: () => number }) {}

  open(
    request: ChannelRequest,
    metadata: ChannelStatus['metadata'],
  ): ChannelStatus & { channelToken: string } {
    this.forgetExpired()
    const channelToken = randomUUID()
    const nonce = request.nonce ?? generateNonce()
    const { acceptAuthAddress = false, ...signatureParams } = request
    const status: ChannelStatus = {
      state: 'pending',
      nonce,
      url: connectUrl(channelToken, nonce, signatureParams),
      signatureParams,
      metadata,
      acceptAuthAddress,
    }
    this.channels.set(channelToken, { status, expiresAt: this.deps.now() + this.deps.ttlMs })
    return { ...status, channelToken }
  }

  /** The channel's state; a completed one is closed by this read. */
  read(channelToken: string): StatusResult {
    const channel = this.live(channelToken)
    if (!channel) return { found: false }
    if (channel.status.state === 'completed') this.channels.delete(channelToken)
    return { found: true, status: channel.status }
  }

  /** Completes a pending channel; undefined for an unknown, expired or already completed one. */
  approve(channelToken: string, approval: ChannelApproval): ChannelStatus | undefined {
    const channel = this.live(channelToken)
    if (channel?.status.state !== 'pending') return undefined
    const custody = this.deps.registry.custodyOf(approval.fid)
    channel.status = {
      ...channel.status,
      ...approval,
      state: 'completed',
      ...(custody ? { custody, verifications: [] } : {}),
    }
    return channel.status
  }

  private live(channelToken: string): Channel | undefined {
    const channel = this.channels.get(channelToken)
    if (channel && channel.expiresAt > this.deps.now()) return channel
    this.channels.delete(channelToken)
    return undefined
  }

  private forgetExpired(): void {
    const now = this.deps.now()
    for (const [token, channel] of this.channels) if (channel.expiresAt <= now) this.channels.delete(token)
  }
}

/**
 * The deep link a wallet opens, as the real relay builds it: the channel, the nonce and the request's fields.
 */
function connectUrl(
  channelToken: string,
  nonce: string,
  params: Omit<ChannelRequest, 'acceptAuthAddress'>,
): string {
  const query = new URLSearchParams({ channelToken, nonce })
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && name !== 'nonce') query.set(name, value)
  }
  return `farcaster://connect?${query.toString()}`
}
