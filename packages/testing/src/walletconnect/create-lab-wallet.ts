import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { initSignClient } from './client.js'
import { LabWalletError, unrecognizedChain } from './errors.js'
import { switchTarget } from './evm.js'
import { LAB_NAMESPACES, deriveLabKeys, toAccount } from './keys.js'
import { createPending } from './pending.js'
import { performRequest, toJsonRpcError } from './requests.js'
import {
  approvedNamespaces,
  isLabNamespace,
  mergeRequestedNamespaces,
  withAccount,
  withChain,
} from './session.js'
import type {
  LabAccount,
  LabNamespace,
  LabProposal,
  LabRequest,
  LabWallet,
  LabWalletOptions,
} from './types.js'

const DEFAULT_TIMEOUT_MS = 15_000

/**
 * A WalletConnect wallet on the real sign client: it pairs with a `wc:` URI, shows proposals and requests
 * for a test (or a person) to approve or reject, and signs with deterministic keys for all five namespaces.
 */
export async function createLabWallet(options: LabWalletOptions): Promise<LabWallet> {
  const keys = deriveLabKeys(options)
  const evmChains = options.chains?.eip155 ?? []
  const solanaChains = options.chains?.solana ?? []
  const client = await initSignClient(options)

  const proposals = createPending<LabProposal>('session proposal')
  const requests = createPending<LabRequest>('session request')
  const selected = Object.fromEntries(LAB_NAMESPACES.map((namespace) => [namespace, 0])) as Record<
    LabNamespace,
    number
  >
  const activeChains: Partial<Record<LabNamespace, string>> = {}
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const keyOf = (namespace: LabNamespace) => keys[namespace][selected[namespace]]!

  async function update(topic: string, namespaces: SessionTypes.Namespaces) {
    const { acknowledged } = await client.update({ topic, namespaces })
    await acknowledged()
  }

  async function switchChainIn(topic: string, namespace: LabNamespace, reference: string) {
    const session = client.session.get(topic)
    const current = session.namespaces[namespace]
    if (!current) throw new LabWalletError(`The session has no ${namespace} namespace`)
    const chain = `${namespace}:${reference}`
    if (!current.chains?.includes(chain)) {
      if (namespace === 'eip155' && !evmChains.some((c) => String(c.id) === reference)) {
        throw unrecognizedChain(chain)
      }
      const next = withChain(current, chain, keyOf(namespace).address)
      await update(topic, { ...session.namespaces, [namespace]: next })
    }
    activeChains[namespace] = reference
    // EIP-155 dapps expect a number; other namespaces get the chain reference as is.
    const data = namespace === 'eip155' ? Number(reference) : reference
    await client.emit({ topic, event: { name: 'chainChanged', data }, chainId: chain })
    notify()
  }

  function perform(request: LabRequest): Promise<unknown> {
    const [namespace = '', reference = ''] = request.chainId.split(':')
    if (request.method === 'wallet_switchEthereumChain') {
      return switchChainIn(request.topic, 'eip155', switchTarget(request.params)).then(() => null)
    }
    if (!isLabNamespace(namespace)) throw new LabWalletError(`Unknown namespace ${namespace}`)
    return performRequest(namespace, request.method, request.params, {
      key: keyOf(namespace),
      chainId: reference,
      evmChains,
      solanaChains,
    })
  }

  async function respond(request: LabRequest, answer: { result: unknown } | { error: unknown }) {
    const response =
      'result' in answer
        ? { id: request.id, jsonrpc: '2.0', result: answer.result }
        : { id: request.id, jsonrpc: '2.0', error: answer.error }
    await client.respond({ topic: request.topic, response } as Parameters<typeof client.respond>[0])
  }

  function sessionsWith(namespace: LabNamespace) {
    const sessions = client.session.getAll().filter((session) => session.namespaces[namespace])
    if (sessions.length === 0) throw new LabWalletError(`No session has the ${namespace} namespace`)
    return sessions
  }

  const wallet: LabWallet = {
    async pair(uri) {
      await client.pair({ uri })
    },
    nextProposal: ({ timeoutMs = DEFAULT_TIMEOUT_MS } = {}) => proposals.next(timeoutMs),
    async approveSession(proposal = proposals.oldest()) {
      if (!proposal) throw new LabWalletError('No pending proposal')
      const namespaces = approvedNamespaces(proposal.namespaces, keys, selected)
      const { acknowledged } = await client.approve({ id: proposal.id, namespaces })
      proposals.remove((p) => p.id === proposal.id)
      for (const [namespace, { chains = [] }] of Object.entries(namespaces)) {
        activeChains[namespace as LabNamespace] = chains[0]?.split(':')[1]
      }
      notify()
      const session = await acknowledged()
      notify()
      return session
    },
    async rejectSession(proposal = proposals.oldest()) {
      if (!proposal) throw new LabWalletError('No pending proposal')
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      proposals.remove((p) => p.id === proposal.id)
      notify()
    },
    nextRequest: ({ timeoutMs = DEFAULT_TIMEOUT_MS } = {}) => requests.next(timeoutMs),
    async approveRequest(request = requests.oldest()) {
      if (!request) throw new LabWalletError('No pending request')
      // Taken off first, so a second click cannot answer the same request twice.
      requests.remove((r) => r.id === request.id)
      notify()
      let result: unknown
      try {
        result = await perform(request)
      } catch (error) {
        await respond(request, { error: toJsonRpcError(error) })
        throw error
      }
      await respond(request, { result: result ?? null })
      return result
    },
    async rejectRequest(request = requests.oldest()) {
      if (!request) throw new LabWalletError('No pending request')
      requests.remove((r) => r.id === request.id)
      notify()
      await respond(request, { error: getSdkError('USER_REJECTED') })
    },
    async switchChain(namespace, chainId) {
      const reference = String(chainId).split(':').at(-1)!
      for (const session of sessionsWith(namespace)) await switchChainIn(session.topic, namespace, reference)
    },
    async changeAccount(namespace, index) {
      if (!keys[namespace][index]) throw new LabWalletError(`No ${namespace} account ${index}`)
      selected[namespace] = index
      const { address } = keyOf(namespace)
      for (const session of sessionsWith(namespace)) {
        const next = withAccount(session.namespaces[namespace]!, address)
        await update(session.topic, { ...session.namespaces, [namespace]: next })
        const reference = activeChains[namespace]
        const chain = next.chains?.find((c) => c === `${namespace}:${reference}`) ?? next.chains?.[0]
        if (!chain) continue
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [`${chain}:${address}`] },
          chainId: chain,
        })
      }
      notify()
    },
    async disconnect(topic) {
      const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic)
      for (const each of topics) {
        await client.disconnect({ topic: each, reason: getSdkError('USER_DISCONNECTED') })
        while (requests.remove((r) => r.topic === each));
      }
      notify()
    },
    async close() {
      // The heartbeat's interval and the socket are all that keep a Node process alive.
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get sessions() {
      return client.session.getAll()
    },
    get accounts() {
      return Object.fromEntries(
        LAB_NAMESPACES.map((namespace) => [namespace, toAccount(keyOf(namespace))]),
      ) as Record<LabNamespace, LabAccount>
    },
    get activeChains() {
      return { ...activeChains }
    },
    get pendingProposals() {
      return proposals.items
    },
    get pendingRequests() {
      return requests.items
    },
  }

  client.on('session_proposal', ({ id, params, verifyContext }) => {
    const proposal: LabProposal = {
      id,
      namespaces: mergeRequestedNamespaces(params),
      dapp: params.proposer.metadata,
      verified: verifyContext.verified,
    }
    proposals.add(proposal)
    notify()
    if (options.autoApprove) wallet.approveSession(proposal).catch(reportAutoApproval)
  })
  client.on('session_request', ({ topic, id, params }) => {
    const request: LabRequest = { topic, id, chainId: params.chainId, ...params.request }
    requests.add(request)
    notify()
    // A failed request was already answered with its error: the dapp sees it.
    if (options.autoApprove) wallet.approveRequest(request).catch(() => {})
  })
  client.on('session_delete', ({ topic }) => {
    while (requests.remove((r) => r.topic === topic));
    notify()
  })
  client.on('proposal_expire', ({ id }) => {
    proposals.remove((p) => p.id === id)
    notify()
  })
  client.on('session_request_expire', ({ id }) => {
    requests.remove((r) => r.id === id)
    notify()
  })
  return wallet
}

function reportAutoApproval(error: unknown) {
  console.error('Lab wallet: auto-approving a proposal failed', error)
}
