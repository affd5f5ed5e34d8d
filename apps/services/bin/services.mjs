#!/usr/bin/env node
// Runs the built services (`pnpm --filter @gangway/services build` first) until SIGINT/SIGTERM.
// Env: SERVICES_PORT (8787), SERVICES_HOST (127.0.0.1), SERVICES_DB (apps/services/.data/services.sqlite),
// SERVICES_MODE (development), RPC_1 (http://127.0.0.1:8545), RPC_137 (http://127.0.0.1:8546),
// RPC_SOLANA (http://127.0.0.1:8899), SMTP_HOST (127.0.0.1), SMTP_PORT (2525), SMTP_SINK (on outside production:
// the loopback SMTP server that receives the sign-in mail; 0 leaves it to a mail server of your own),
// FRAME_ORIGINS (http://127.0.0.2:8790: comma list of the secure frame's origins, the only ones that may read
// key ciphertext), FRAME_KEY_SECRET (derives the users' wrapping keys, at least 32 bytes; required in
// production; elsewhere, when absent, a random one kept in <db dir>/frame-key-secret, or per process with
// SERVICES_DB=:memory:), OAUTH_MOCK (on outside production: the loopback OAuth stand-in every social provider
// points at; 0 turns it off, and social sign-in then needs providers configured in code), OAUTH_PORT (8791: its
// port on 127.0.0.1).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { frameKeySecretFromFile, startServices } from '../dist/index.js'

const env = process.env
const mode = env.SERVICES_MODE ?? 'development'
const defaultDb = fileURLToPath(new URL('../.data/services.sqlite', import.meta.url))
const dbPath = env.SERVICES_DB ?? defaultDb

/** Production must bring its own secret (startServices refuses to start without); keys outlive restarts. */
function keySecret() {
  if (env.FRAME_KEY_SECRET !== undefined) return env.FRAME_KEY_SECRET
  if (mode === 'production' || dbPath === ':memory:') return undefined
  return frameKeySecretFromFile(join(dirname(dbPath), 'frame-key-secret'))
}

let services
try {
  services = await startServices({
    port: Number(env.SERVICES_PORT ?? 8787),
    host: env.SERVICES_HOST ?? '127.0.0.1',
    dbPath,
    mode,
    chains: [
      { chainId: 1, rpcUrl: env.RPC_1 ?? 'http://127.0.0.1:8545' },
      { chainId: 137, rpcUrl: env.RPC_137 ?? 'http://127.0.0.1:8546' },
    ],
    solana: {
      rpcUrl: env.RPC_SOLANA ?? 'http://127.0.0.1:8899',
      // The sandbox runs on Solana mainnet's id with its reads sent to the local chain; so does the frame's RPC.
      aliases: (
        env.SOLANA_ALIASES ?? (mode === 'production' ? '' : 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      )
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    },
    frame: {
      smtp: {
        host: env.SMTP_HOST ?? '127.0.0.1',
        port: Number(env.SMTP_PORT ?? 2525),
        sink: (env.SMTP_SINK ?? (mode === 'production' ? '0' : '1')) !== '0',
      },
      frameOrigins: env.FRAME_ORIGINS?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      keySecret: keySecret(),
      social:
        (env.OAUTH_MOCK ?? (mode === 'production' ? '0' : '1')) !== '0'
          ? { mockServer: { port: Number(env.OAUTH_PORT ?? 8791) } }
          : {},
    },
  })
} catch (error) {
  console.error(`services failed to start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
console.log(`services ready at ${services.url}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await services.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
