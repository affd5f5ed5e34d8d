#!/usr/bin/env node
// Runs the built services (`pnpm --filter @gangway/services build` first) until SIGINT/SIGTERM.
//
// Production is the default mode: only the real parts run, and the configuration must name at least the
// key secret and the projects. Development or test is asked for by name (SERVICES_MODE=development|test, or
// "mode" in the file): they add the stand-ins (/__test hooks, SMTP sink, OAuth and Farcaster stand-ins, test
// checkout, sandbox projects, local chains) and listen on loopback only.
//
// Configuration: a JSON file (`--config <file>`, or GANGWAY_CONFIG; apps/services/config.example.json) and/or
// environment variables, which win over the file. Every value is checked before anything starts; each problem
// is printed with its setting, its variable and why. The variables:
// SERVICES_MODE (production), SERVICES_PORT (8787), SERVICES_HOST (127.0.0.1), SERVICES_PUBLIC_URL (the origin
// clients reach behind a TLS proxy, e.g. https://services.example; default http://<host>:<port>), SERVICES_DB
// (apps/services/.data/services.sqlite), SERVICES_PROJECTS (JSON: {"project-id": ["https://app.example"]};
// development: the sandbox and bench projects), FRAME_KEY_SECRET (at least 32 bytes; required in production;
// elsewhere a random one kept in <db dir>/frame-key-secret, or per process with SERVICES_DB=:memory:),
// FRAME_ORIGINS (comma list; http://localhost:8790), RPC_<chain id> (an EVM chain's RPC; development: RPC_1
// http://127.0.0.1:8545 and RPC_137 http://127.0.0.1:8546), RPC_SOLANA and SOLANA_ALIASES (development:
// http://127.0.0.1:8899, Solana mainnet's id), SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD,
// SMTP_FROM (the mail server of e-mail sign-in), SMTP_SINK (development: 1, the loopback sink),
// OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET (over the file's oauth.<provider>), OAUTH_MOCK and OAUTH_PORT
// (development: the OAuth stand-in on 8791), FARCASTER_RELAY_URL, RELAY_AUDIENCES (comma list of relay URLs a
// client's JWT may name; default the relay under SERVICES_PUBLIC_URL, else the listening address), RELAY_LIMITS
// (JSON: {"maxFrameBytes": 262144, "rate": {"burst": 100, "perSecond": 50}}).
import { fileURLToPath } from 'node:url'
import { loadServicesConfig, startServices } from '../dist/index.js'

let services
try {
  const options = loadServicesConfig({
    argv: process.argv.slice(2),
    defaultDbPath: fileURLToPath(new URL('../.data/services.sqlite', import.meta.url)),
  })
  services = await startServices(options)
} catch (error) {
  console.error(`services failed to start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
const listening = services.listenUrl === services.url ? '' : ` (listening on ${services.listenUrl})`
console.log(`services (${services.mode}) ready at ${services.url}${listening}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await services.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
