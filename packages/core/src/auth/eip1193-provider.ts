import { SwitchChainError } from '@gangway/common'
import type { AuthClient, AuthUser } from './types.js'

type Listener = (...args: never[]) => void

export interface AuthEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Signs in on `chainId` (after the sign-in views have made a session), or restores a stored one. */
  connect(params: { chainId: number; restore: boolean }): Promise<AuthUser | undefined>
  disconnect(): Promise<void>
  readonly address: string | undefined
  readonly chainId: number | undefined
}

const toHex = (value: number) => `0x${value.toString(16)}`

/**
 * The embedded wallet as an EIP-1193 provider for the eip155 adapters. Account and chain questions are answered
 * here; everything else goes to the frame, which runs it (or refuses it) under its RPC allow-list.
 */
export function createAuthEip1193Provider(auth: AuthClient): AuthEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  let address: string | undefined
  let chainId: number | undefined

  function emit(event: string, ...args: unknown[]) {
    for (const listener of listeners.get(event) ?? []) (listener as (...rest: unknown[]) => void)(...args)
  }

  async function switchChain(params: unknown) {
    const target = Number.parseInt(String((params as [{ chainId?: string }] | undefined)?.[0]?.chainId), 16)
    if (!Number.isSafeInteger(target)) throw new SwitchChainError()
    await auth.switchNetwork(target)
    const user = await auth.getUser({ chainId: target })
    chainId = target
    emit('chainChanged', toHex(target))
    if (user.address !== address) {
      address = user.address
      emit('accountsChanged', [user.address])
    }
    return null
  }

  return {
    get address() {
      return address
    },
    get chainId() {
      return chainId
    },
    async connect({ chainId: wanted, restore }) {
      const user = restore ? await auth.restore({ chainId: wanted }) : await auth.getUser({ chainId: wanted })
      if (!user) return undefined
      address = user.address
      chainId = typeof user.chainId === 'number' ? user.chainId : wanted
      return user
    },
    async disconnect() {
      address = undefined
      chainId = undefined
      await auth.signOut()
      emit('disconnect')
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return address ? [address] : []
        case 'eth_chainId':
          return toHex(chainId ?? 1)
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        default:
          return auth.request({ method, params }, 'eip155')
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
