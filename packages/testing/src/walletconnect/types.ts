import type { SessionTypes, SignClientTypes, Verify } from '@walletconnect/types'
import type { Hex } from 'viem'

/** The five namespaces the lab wallet holds keys for (SPEC §1). */
export type LabNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** SPEC §3 Account record: what a wallet says about one of its accounts. */
export interface LabAccount {
  namespace: LabNamespace
  address: string
  /** `eoa` everywhere, `payment` on bip122 (SPEC §4 default account types). */
  type: 'eoa' | 'payment'
  /** Hex, compressed for secp256k1. */
  publicKey: Hex
  /** Where the key comes from: a BIP-44 path for anvil's keys, `seed/namespace/index` for the others. */
  path: string
}

/** The account record plus its secret; stays inside the wallet. */
export interface LabKey extends LabAccount {
  secretKey: Uint8Array
}

/** Index 0 is the connected account; index 1 is there for accountsChanged. */
export type LabKeyring = Record<LabNamespace, readonly [LabKey, LabKey]>

export interface LabKeyOptions {
  /** Derives the solana, polkadot, bip122 and cosmos keys; defaults to `gangway-lab-wallet`. */
  seed?: string
  /** Defaults to anvil's accounts 0 and 1 (funded on every anvil). */
  eip155PrivateKeys?: readonly [Hex, Hex]
}

/** An EVM chain the wallet can send transactions on. */
export interface LabEvmChain {
  id: number
  rpcUrl: string
}

/** A Solana chain the wallet can send transactions on: its CAIP-2 reference and its node. */
export interface LabSolanaChain {
  /** The reference after `solana:`, e.g. `EtWTRABZaYq6iMfeYKouRu166VU2xqa1` for devnet. */
  id: string
  rpcUrl: string
}

/** What the SDK stores: an async key-value store (`IKeyValueStorage` of @walletconnect/keyvaluestorage). */
export interface LabKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface LabWalletOptions extends LabKeyOptions {
  /** ws://…/relay of the local relay. */
  relayUrl: string
  projectId: string
  /** http://…/verify/v3 of the local verify stand-in. */
  verifyUrl?: string
  /** The chains the wallet sends on (eth_sendTransaction, solana_signAndSendTransaction). */
  chains?: { eip155?: LabEvmChain[]; solana?: LabSolanaChain[] }
  /** Approve every proposal and request as it arrives. */
  autoApprove?: boolean
  /** Defaults to a fresh in-memory store. */
  storage?: LabKeyValueStorage
  /** Defaults to a random prefix, so several clients can share one process. */
  storagePrefix?: string
  metadata?: SignClientTypes.Metadata
}

export interface RequestedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
}

/** A session proposal as the wallet shows it. */
export interface LabProposal {
  id: number
  /** Required and optional namespaces merged, keyed by namespace (`eip155:1`-style keys folded in). */
  namespaces: Record<string, RequestedNamespace>
  dapp: SignClientTypes.Metadata
  /** What the verify server said about the dapp's origin. */
  verified: Verify.Context['verified']
}

/** A session request waiting for the user. */
export interface LabRequest {
  topic: string
  id: number
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  method: string
  params: unknown
}

export interface WaitOptions {
  /** Defaults to 15 000 ms. */
  timeoutMs?: number
}

export interface LabWallet {
  pair(uri: string): Promise<void>
  /** The next proposal not yet handed out by this method, waiting for one if none is pending. */
  nextProposal(options?: WaitOptions): Promise<LabProposal>
  /** Approves the proposal (default: the oldest pending) and resolves once the dapp acknowledged. */
  approveSession(proposal?: LabProposal): Promise<SessionTypes.Struct>
  rejectSession(proposal?: LabProposal): Promise<void>
  /** The next request not yet handed out by this method, waiting for one if none is pending. */
  nextRequest(options?: WaitOptions): Promise<LabRequest>
  /** Performs the request (default: the oldest pending) and answers it; rejects after answering an error. */
  approveRequest(request?: LabRequest): Promise<unknown>
  /** Answers the SDK's USER_REJECTED error: `{ code: 5000, message: 'User rejected.' }`. */
  rejectRequest(request?: LabRequest): Promise<void>
  /** In every session with the namespace: adds the chain when missing (session update), then chainChanged. */
  switchChain(namespace: LabNamespace, chainId: string | number): Promise<void>
  /** Selects account `index` (0 or 1) in every session with the namespace, then accountsChanged. */
  changeAccount(namespace: LabNamespace, index: number): Promise<void>
  /** Ends one session, or all of them. */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay transport so the process (or the page) holds no socket. */
  close(): Promise<void>
  /** Calls `listener` whenever proposals, requests, sessions or accounts change (for a UI). */
  subscribe(listener: () => void): () => void
  readonly sessions: SessionTypes.Struct[]
  /** The selected account of each namespace. */
  readonly accounts: Record<LabNamespace, LabAccount>
  /** The selected chain reference of each namespace, e.g. `{ eip155: '1' }` (set by approval and switches). */
  readonly activeChains: Partial<Record<LabNamespace, string>>
  readonly pendingProposals: LabProposal[]
  readonly pendingRequests: LabRequest[]
}
