#!/usr/bin/env node
// Size budget (issue 3; 62 kB since issue 8, 70 kB since issue 9, 73 kB since issue 11, 74 kB since issue 12, 50
// kB since issue 23 made the modal and the API client lazy: 46.4 kB measured; 32 kB since issue 23 moved the
// visitor's actions, the session code, the directory's requests and the universal adapter out and stopped start-up
// code from importing core's index: 30.4 kB measured; 28 kB since issue 23 shipped each package's start-up code as
// one file, moved common's error rules and the wagmi adapter's operations out: 26.9 kB measured; 25 kB since issue
// 23 made every lazy chunk that reaches common's start-up code reach core's too, kept react-dom in the buttons'
// file and left the universal adapter's start-up code in the page's own file, and no longer left core's start
// entry an empty file: 24.4 kB measured; 24 kB since issue 23 dropped viem's fallback transport and moved the
// wagmi adapter's WalletConnect connector calls, session events and missed-announcement adoption into its lazy
// code: 23.3 kB measured): what a host app with Gangway downloads at start may weigh at most 25 kB
// (brotli) more than the same app with wagmi alone. Issue 9 measures it as a code-splitting bundler builds the app
// (scripts/lib/load-size.mjs): the views and parts the modal loads on demand (Account tabs, Send, Receive, names,
// Downloads, Networks, the WalletConnect views, the multichain parts…) are reported apart, as what they are:
// downloads on first use. size-limit still checks its absolute limits; it bundles without splitting, so its
// Gangway host figure counts every lazy part as if it loaded with the page. The WalletConnect SDK is loaded on
// first use: size-limit measures it as its own chunk, and the bench host's production build (Vite, real code
// splitting) proves its initial chunk does not contain it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { checkAdapterIsolation } from './check-adapter-isolation.mjs'
import { checkStartUpStaysLazy } from './check-start-up-stays-lazy.mjs'
import { measureLoad } from './lib/load-size.mjs'

// Issue 9 put the account header, wallet features, identity reader and the message catalogue of five new views
// into the start-up download (+7.7 kB); their code, styles and the blockchain client load on demand. Splitting
// the catalogue by view chunk is the next lever.
// Issue 11 (sign-in) measured 69.4 → 72.6 kB. The frame protocol, the messenger, the frame client and every sign-in
// view load on first use. Since then the embedded wallet's facade, its approval routing and the wagmi AUTH
// connector's shell load too, only for a host that offers sign-in (scripts/check-start-up-stays-lazy.mjs checks
// it module by module), 73.3 → 72.7 kB; what stays is the rule that decides it and the loader of Connect's sign-in
// part. valibot:
// the bundler puts every valibot function the lazy protocol uses into the chunk the start-up API client already
// loads (+2.3 kB before compression). Splitting valibot's chunk is the next lever.
// Issue 12 (Sign In With X) and issue 11's Telegram redirect measured 72.6 → 74.0 kB: what must be there before any
// chunk loads is the sign-in flow's state and the rule that keeps a required sign-in open (core's SIWX controller,
// the modal's close check, the header without Close), the two view titles, the snackbar's 'A problem occurred…'
// string, the instance methods that load the flow, and the check for a page back from a Telegram redirect (the code
// that reads it loads only then). Moving the Send, name, Receive, WalletConnect and multi-chain strings into
// catalogue parts that travel with their views took back 0.8 kB, to 73.2 kB. The flow itself, the view, the
// messenger and every verifier load on demand, and only for a host that sets `siwx`.
const BUDGET_KB = 24
const GZIP_BUDGET_KIB = 25
let output
try {
  output = execFileSync('pnpm', ['exec', 'size-limit', '--json'], { encoding: 'utf8' })
} catch (error) {
  // size-limit exits non-zero when an absolute limit is exceeded; its JSON is still on stdout.
  output = error.stdout
  if (!output) throw error
}
const results = JSON.parse(output)
const walletConnect = results.find((result) => result.name.startsWith('WalletConnect chunk'))
const kb = (bytes) => bytes / 1000
const baselineLoad = await measureLoad('apps/bench/size/wagmi-app.tsx')
const gangwayLoad = await measureLoad('apps/bench/size/gangway-app.tsx', {
  external: ['@walletconnect/universal-provider'],
})
const delta = kb(gangwayLoad.initial - baselineLoad.initial)
const onDemand = kb(gangwayLoad.onDemand - baselineLoad.onDemand)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync(
  'reports/size.json',
  `${JSON.stringify({ results, baselineLoad, gangwayLoad, deltaKb: delta, onDemandKb: onDemand }, null, 2)}\n`,
)
for (const result of results) {
  console.log(
    `${result.name}: ${kb(result.size).toFixed(1)} kB (brotli)${result.passed ? '' : ' (over its limit)'}`,
  )
}
console.log(
  `Gangway adds ${delta.toFixed(1)} kB (brotli) to the wagmi host app's start-up download (budget ${BUDGET_KB} kB), ` +
    `and ${onDemand.toFixed(1)} kB more on demand in ${gangwayLoad.chunks - baselineLoad.chunks} extra chunks`,
)
console.log(
  `The WalletConnect chunk weighs ${kb(walletConnect.size).toFixed(1)} kB (brotli), fetched on the first pairing`,
)
// Issue 23's own measure and budget: gzip, in KiB, as a server without brotli sends the start-up set.
const gzipDeltaKiB = (gangwayLoad.initialGzip - baselineLoad.initialGzip) / 1024
console.log(
  `In gzip: ${gzipDeltaKiB.toFixed(2)} KiB over the wagmi host (budget ${GZIP_BUDGET_KIB} KiB), in ` +
    `${gangwayLoad.startUpChunks} start-up files against ${baselineLoad.startUpChunks}`,
)
const lazyOk = walletConnectStaysLazy()
const isolated = await checkAdapterIsolation()
const startUpLazy = await checkStartUpStaysLazy()
const ok =
  results.every((result) => result.passed) &&
  delta <= BUDGET_KB &&
  gzipDeltaKiB <= GZIP_BUDGET_KIB &&
  lazyOk &&
  isolated &&
  startUpLazy
process.exit(ok ? 0 : 1)

/** The bench host's entry chunk (apps/bench/dist) must not contain the WalletConnect SDK. */
function walletConnectStaysLazy() {
  const dist = 'apps/bench/dist'
  if (!fs.existsSync(`${dist}/index.html`)) {
    console.log('apps/bench is not built: run `pnpm build` first')
    return false
  }
  const html = fs.readFileSync(`${dist}/index.html`, 'utf8')
  const entry = /<script[^>]+src="\/?([^"]+)"/.exec(html)?.[1]
  const code = entry ? fs.readFileSync(`${dist}/${entry}`, 'utf8') : ''
  // The SDK's default relay and verify hosts are in every build of it.
  const inEntry = ['relay.walletconnect.org', 'verify.walletconnect.org'].filter((marker) =>
    code.includes(marker),
  )
  const chunks = fs.readdirSync(`${dist}/assets`).filter((file) => file.endsWith('.js'))
  const lazy = chunks.filter((file) =>
    fs.readFileSync(`${dist}/assets/${file}`, 'utf8').includes('relay.walletconnect.org'),
  )
  console.log(
    inEntry.length === 0
      ? `WalletConnect SDK stays out of the bench host's entry chunk (${entry}); it is in ${lazy.join(', ') || 'no chunk'}`
      : `WalletConnect SDK found in the entry chunk ${entry}: ${inEntry.join(', ')}`,
  )
  return inEntry.length === 0
}
