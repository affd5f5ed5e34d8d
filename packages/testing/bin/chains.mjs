#!/usr/bin/env node
// Starts the sandbox's local chains (1 and 137) and keeps them running until SIGINT/SIGTERM.
import { startAnvilChains } from '../dist/node.js'

const chains = [
  { chainId: 1, port: Number(process.env.ANVIL_PORT_1 ?? 8545) },
  { chainId: 137, port: Number(process.env.ANVIL_PORT_137 ?? 8546) },
]

let instances = []
try {
  instances = await startAnvilChains(chains)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
for (const instance of instances) console.log(`anvil chain ${instance.chainId} ready at ${instance.rpcUrl}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await Promise.all(instances.map((instance) => instance.stop()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
