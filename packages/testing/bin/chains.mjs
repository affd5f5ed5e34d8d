#!/usr/bin/env node
// Starts the sandbox's local chains (anvil chains 1 and 137, and Solana) and keeps them running until
// SIGINT/SIGTERM.
import { SOLANA_TEST_WALLET_ADDRESS } from '../dist/index.js'
import { startAnvilChains, startSolanaChain } from '../dist/node.js'

const chains = [
  { chainId: 1, port: Number(process.env.ANVIL_PORT_1 ?? 8545) },
  { chainId: 137, port: Number(process.env.ANVIL_PORT_137 ?? 8546) },
]
const solanaPort = Number(process.env.SOLANA_RPC_PORT ?? 8899)
const solanaWsPort = Number(process.env.SOLANA_WS_PORT ?? solanaPort + 1)

let instances = []
let solana
try {
  // Solana first: it is up in milliseconds, so whoever waits for the anvils finds it listening too.
  solana = await startSolanaChain({ port: solanaPort, wsPort: solanaWsPort })
  // The Solana test wallet's default account gets SOL, so the sandbox has a balance to show and to send.
  solana.airdrop(SOLANA_TEST_WALLET_ADDRESS, 100_000_000_000n)
  instances = await startAnvilChains(chains)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await solana?.stop()
  process.exit(1)
}
for (const instance of instances) console.log(`anvil chain ${instance.chainId} ready at ${instance.rpcUrl}`)
console.log(
  `solana localnet ready at ${solana.rpcUrl} (WebSocket ${solana.wsUrl}); 100 SOL for ${SOLANA_TEST_WALLET_ADDRESS}`,
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await Promise.all([...instances.map((instance) => instance.stop()), solana.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
