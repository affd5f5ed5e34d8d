import { type CaipNetwork, ERROR_MESSAGES, GangwayError, isValidAddress } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'
import { sendErc20 } from '../eip1193/send-erc20.js'
import { requestRpc, rpcUrlsOf } from '../adapter-kit/rpc.js'
import { type SendFormInput, validateSendForm, type ValidSend } from '../rules/send-form.js'
import { transactionExplorerUrl } from '../utils/explorer.js'
import { fetchActivity } from './fetch-activity.js'
import { fetchNfts } from './fetch-nfts.js'
import { fetchTokenBalances } from './fetch-token-balances.js'
import { type AccountHost, activeAccount } from './host.js'

/** Solana's base fee: 5,000 lamports for the one signature of a transfer. */
const SOLANA_SIGNATURE_FEE = 5_000n

export interface SendFee {
  /** In the native coin's base units. */
  fee: bigint
  decimals: number
  symbol: string
}

export interface SentTransaction {
  hash: string
  /** The explorer page of the transaction, when the network has an explorer. */
  explorerUrl?: string | undefined
}

function requireAccount(host: AccountHost) {
  const account = activeAccount(host)
  if (!account) throw new GangwayError(ERROR_MESSAGES.addressNotFound)
  const adapter = host.adapters.get(account.namespace)
  if (!adapter) throw new GangwayError(ERROR_MESSAGES.unsupportedChain)
  return { ...account, adapter }
}

/** A send to check or estimate other than the one in the form (e.g. the fee of "Max" before it is typed). */
export type SendFormValues = Omit<SendFormInput, 'namespace'>

/**
 * The send form (or `values`) checked against SPEC §5, in the words the Send view shows. Throws a GangwayError.
 */
export function readSendForm(host: AccountHost, values?: SendFormValues): ValidSend {
  const { send } = host.store
  const namespace = host.store.chain.state.activeChain
  if (!namespace) throw new GangwayError(ERROR_MESSAGES.addressNotFound)
  const form = validateSendForm({
    namespace,
    ...(values ?? {
      token: send.state.token,
      amount: send.state.sendTokenAmount,
      receiverAddress: send.state.receiverAddress,
    }),
  })
  if (!isValidAddress(namespace, form.receiverAddress)) {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: `"${form.receiverAddress}" is not a ${namespace} address.`,
    })
  }
  return form
}

const tokenContract = (caipAddress: string | undefined) => caipAddress?.split(':')[2]

/**
 * The network fee of the send in the form (or of `values`), for the preview and "Max": gas × gas price on eip155
 * (read from the network's RPC), the signature fee on Solana. Throws when the send is not valid or the estimate
 * cannot be made.
 */
export async function estimateSendFee(host: AccountHost, values?: SendFormValues): Promise<SendFee> {
  const form = readSendForm(host, values)
  const { namespace, address, network, adapter } = requireAccount(host)
  const native = network.nativeCurrency
  if (namespace === 'solana') {
    return { fee: SOLANA_SIGNATURE_FEE, decimals: native.decimals, symbol: native.symbol }
  }
  if (!adapter.estimateGas) throw new GangwayError(ERROR_MESSAGES.notSupported)
  const contract = tokenContract(form.token.address)
  const [{ gas }, gasPrice] = await Promise.all([
    adapter.estimateGas({
      address,
      caipNetwork: network,
      ...(contract
        ? { to: contract, data: await transferCalldata(form.receiverAddress, form.value) }
        : { to: form.receiverAddress, value: form.value }),
    }),
    requestRpc<string>(rpcUrlsOf(network, host.store.options.state.customRpcUrls), 'eth_gasPrice', []),
  ])
  return { fee: gas * BigInt(gasPrice), decimals: native.decimals, symbol: native.symbol }
}

/** ERC-20 `transfer(to, amount)` calldata, for the gas estimate (the selector is a constant). */
async function transferCalldata(to: string, amount: bigint): Promise<`0x${string}`> {
  const word = (hex: string) => hex.padStart(64, '0')
  const receiver = to.toLowerCase().replace(/^0x/u, '')
  return `0xa9059cbb${word(receiver)}${word(amount.toString(16))}`
}

/**
 * Sends what the form holds (SPEC §7): an ERC-20 through its `transfer`, the native coin as a value with empty
 * data, SOL as a transfer, an SPL token as a token transfer (the adapter's `tokenMint`). The wallet signs. Afterwards balances are read again (past their cache) and the
 * activity reloaded, so the send shows. Throws the SPEC §5 errors, or the wallet's.
 */
export async function sendToken(host: AccountHost): Promise<SentTransaction> {
  const form = readSendForm(host)
  const { namespace, address, network, adapter } = requireAccount(host)
  const { send } = host.store
  send.setLoading(true)
  try {
    const { hash } = await submit(adapter, address, network, form)
    void fetchTokenBalances(host, { forceUpdate: form.token.address ?? `${network.caipNetworkId}:native` })
    void host.updateNativeBalance?.(namespace)
    if (namespace === 'eip155') {
      void fetchActivity(host, { force: true })
      void fetchNfts(host, { force: true })
    }
    return { hash, explorerUrl: transactionExplorerUrl(network, hash) }
  } finally {
    send.setLoading(false)
  }
}

function submit(adapter: ChainAdapter, address: string, network: CaipNetwork, form: ValidSend) {
  const contract = tokenContract(form.token.address)
  if (contract && network.chainNamespace === 'solana') {
    return adapter.sendTransaction({
      address,
      to: form.receiverAddress,
      value: form.value,
      caipNetwork: network,
      tokenMint: contract,
    })
  }
  if (contract) {
    return sendErc20({
      adapter,
      address,
      tokenAddress: contract,
      to: form.receiverAddress,
      amount: form.value,
      caipNetwork: network,
    })
  }
  return adapter.sendTransaction({
    address,
    to: form.receiverAddress,
    value: form.value,
    caipNetwork: network,
  })
}
