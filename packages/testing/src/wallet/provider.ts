import { type PrivateKeyAccount, hexToNumber, isHex, numberToHex } from 'viem'
import type { Authorization } from './authorization.js'
import type { ChainRegistry } from './chains.js'
import type { ProviderEmitter } from './emitter.js'
import { invalidParams, unauthorized, unrecognizedChain } from './errors.js'
import { forwardRpc } from './rpc.js'
import { personalSign, sendTransaction, signTypedDataV4 } from './signing.js'
import type { RequestArguments, TestWalletProvider } from './types.js'

export interface ProviderParts {
  /** The account that signs now (the user may switch accounts in the wallet). */
  account(): PrivateKeyAccount
  authorization: Authorization
  chains: ChainRegistry
  emitter: ProviderEmitter
  /** Asks the (simulated) user; throws 4001 when the user rejects. */
  approve(): void
}

type Handler = (params: unknown) => unknown

/** The wallet's EIP-1193 provider: account and chain methods answered here, everything else forwarded. */
export function createTestWalletProvider(parts: ProviderParts): TestWalletProvider {
  const { account, authorization, chains, emitter, approve } = parts

  const accounts = () => (authorization.isGranted() ? [account().address] : [])

  function requireAuthorization() {
    if (!authorization.isGranted()) throw unauthorized()
  }

  /** Grants the site access; the events fire only when access is new, as extensions do. */
  function authorize() {
    if (authorization.isGranted()) return
    authorization.grant()
    emitter.emit('connect', { chainId: chains.currentHex() })
    emitter.emit('accountsChanged', accounts())
  }

  function selectChain(id: number) {
    if (chains.select(id)) emitter.emit('chainChanged', chains.currentHex())
  }

  const handlers: Record<string, Handler> = {
    eth_accounts: () => accounts(),
    eth_chainId: () => chains.currentHex(),
    eth_requestAccounts: () => {
      // An already authorised site gets the accounts without a prompt.
      if (!authorization.isGranted()) approve()
      authorize()
      return accounts()
    },
    wallet_requestPermissions: () => {
      // Unlike eth_requestAccounts, this always prompts: it lets the user pick accounts again.
      approve()
      authorize()
      return permissions()
    },
    wallet_getPermissions: () => (authorization.isGranted() ? permissions() : []),
    wallet_revokePermissions: () => {
      if (!authorization.isGranted()) return null
      authorization.revoke()
      emitter.emit('accountsChanged', [])
      return null
    },
    personal_sign: (params) => {
      requireAuthorization()
      approve()
      return personalSign(account(), params)
    },
    eth_signTypedData_v4: (params) => {
      requireAuthorization()
      approve()
      return signTypedDataV4(account(), params)
    },
    eth_sendTransaction: (params) => {
      requireAuthorization()
      approve()
      return sendTransaction(account(), chains.current(), params)
    },
    wallet_switchEthereumChain: (params) => {
      const id = chainIdParam(params)
      // An unknown chain is refused before any prompt, so the dapp can offer to add it.
      if (!chains.has(id)) throw unrecognizedChain(numberToHex(id))
      if (id === chains.current().id) return null
      approve()
      selectChain(id)
      return null
    },
    wallet_addEthereumChain: (params) => {
      const id = chainIdParam(params)
      const [definition] = params as [{ chainName?: string; rpcUrls?: string[] }]
      const rpcUrl = definition.rpcUrls?.[0]
      if (!chains.has(id) && !rpcUrl) throw invalidParams('wallet_addEthereumChain needs rpcUrls')
      approve()
      if (!chains.has(id)) chains.add({ id, rpcUrl: rpcUrl!, name: definition.chainName })
      // Like MetaMask, adding a chain also switches to it.
      selectChain(id)
      return null
    },
  }

  function permissions() {
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: accounts() }],
        date: Date.now(),
      },
    ]
  }

  const provider: TestWalletProvider = {
    async request({ method, params }: RequestArguments) {
      const handler = handlers[method]
      if (handler) return handler(params)
      return forwardRpc(chains.current().rpcUrl, method, params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
  }
  return provider
}

/** Reads `[{ chainId: '0x…' }]`, the shape of both chain methods. */
function chainIdParam(params: unknown): number {
  const chainId = Array.isArray(params)
    ? (params[0] as { chainId?: unknown } | undefined)?.chainId
    : undefined
  if (typeof chainId !== 'string' || !isHex(chainId)) throw invalidParams('expected [{ chainId: "0x…" }]')
  return hexToNumber(chainId)
}
