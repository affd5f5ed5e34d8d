import { type ChildProcess, spawn } from 'node:child_process'
import { resolveAnvilCommand } from './anvil-binary.js'
import { isPortTaken } from './free-port.js'

export interface StartAnvilOptions {
  chainId: number
  port: number
  /** Seconds between blocks; by default anvil mines each transaction at once. */
  blockTime?: number
}

export interface AnvilInstance {
  rpcUrl: string
  chainId: number
  port: number
  /** Stops anvil (its whole process group) and waits until it has exited. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 15_000
const POLL_INTERVAL_MS = 100
const STOP_GRACE_MS = 3_000

/**
 * Runs anvil under a small shell that kills it once this process's end of its stdin closes, which
 * happens however this process ends (even SIGKILL, when no exit hook runs), so no chain outlives it.
 */
const WATCHDOG = '"$0" "$@" & anvil=$!; cat >/dev/null; kill $anvil 2>/dev/null; wait $anvil'

/** Every anvil still running, killed if this process exits without stopping them. */
const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Starts a local anvil in its own process group and resolves once it answers `eth_chainId`. */
export async function startAnvil({ chainId, port, blockTime }: StartAnvilOptions): Promise<AnvilInstance> {
  if (await isPortTaken(port)) {
    throw new Error(`Cannot start anvil for chain ${chainId}: port ${port} is already in use.`)
  }
  const { command, args } = resolveAnvilCommand()
  const flags = ['--chain-id', String(chainId), '--port', String(port), '--host', '127.0.0.1', '--silent']
  if (blockTime !== undefined) flags.push('--block-time', String(blockTime))

  const child = spawn('sh', ['-c', WATCHDOG, command, ...args, ...flags], {
    detached: true,
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  track(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${port}`
  const instance: AnvilInstance = { rpcUrl, chainId, port, stop: () => stopAndRelease(child, exited, port) }

  try {
    await waitUntilReady(rpcUrl, chainId, child, () => stderr)
  } catch (error) {
    await instance.stop()
    throw error
  }
  return instance
}

/** The chains a Gangway sandbox expects: Ethereum (1) on 8545 and Polygon (137) on 8546. */
export const DEFAULT_ANVIL_CHAINS: StartAnvilOptions[] = [
  { chainId: 1, port: 8545 },
  { chainId: 137, port: 8546 },
]

/** Starts several anvils at once; if one fails, the others are stopped and the error is thrown. */
export async function startAnvilChains(
  defs: StartAnvilOptions[] = DEFAULT_ANVIL_CHAINS,
): Promise<AnvilInstance[]> {
  const results = await Promise.allSettled(defs.map((def) => startAnvil(def)))
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(started.map((instance) => instance.stop()))
    throw failure.reason
  }
  return started
}

async function waitUntilReady(rpcUrl: string, chainId: number, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `anvil for chain ${chainId} exited before it was ready: ${stderr().trim() || 'no output'}`,
      )
    }
    const answered = await readChainId(rpcUrl)
    if (answered === chainId) return
    if (answered !== undefined) {
      throw new Error(`${rpcUrl} answers chain ${answered}, expected anvil for chain ${chainId}.`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
  throw new Error(
    `anvil for chain ${chainId} did not answer at ${rpcUrl} within ${READY_TIMEOUT_MS / 1000} s.`,
  )
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const body = (await response.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

/** Stops anvil and resolves once its port is free again, so the next start on that port succeeds. */
async function stopAndRelease(child: ChildProcess, exited: Promise<void>, port: number) {
  await stopProcessGroup(child, exited)
  const deadline = Date.now() + STOP_GRACE_MS
  while ((await isPortTaken(port)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS / 4))
  }
}

async function stopProcessGroup(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null) {
    killGroup(child, 'SIGTERM')
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  running.delete(child)
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    // A negative pid addresses the process group the detached child leads.
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

function track(child: ChildProcess) {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const orphan of running) killGroup(orphan, 'SIGKILL')
  })
}
