// What must stay out of the start-up download of the bench's wagmi host (no secure site): the e-mail, social and
// Farcaster sign-in code (issue 11), the modal itself with its views, styles and virtual list, the locale files,
// and the API client with its schemas (issue 23: the start-up holds the buttons, core and the adapter glue; the modal loads when the
// page is idle or on intent, the clients with their first call). The
// host is built from the workspace's sources with code splitting, and every module in its start-up set is checked.
import { measureLoad } from './lib/load-size.mjs'

const LAZY_CODE = {
  'Sign-in code': [
    // Core's embedded wallet: the facade, the frame client, its providers, the approval routing, the actions.
    /packages\/core\/src\/auth\/(?!types\.ts|offers-embedded-wallet\.ts)/,
    /packages\/core\/src\/actions\/(auth-setup|social-sign-in|connect-embedded-wallet|set-up-recovery)\.ts/,
    /packages\/core\/src\/eip1193\/auth-wallet\.ts/,
    // The secure-frame messenger and its protocol.
    /packages\/frame\//,
    // The wagmi adapter's AUTH connector, shell included.
    /packages\/adapters\/wagmi\/src\/auth-connector/,
    // The sign-in views and Connect's sign-in sections.
    /packages\/ui-react\/src\/views\/Connect\/SignInMethods\.tsx/,
    /packages\/ui-react\/src\/views\/(EmailVerifyOtp|EmailVerifyDevice|ConnectingSocial|ConnectingFarcaster|UpdateEmail|ApproveTransaction|SetUpRecovery)\//,
  ],
  // The dialog, every view, the modal's stylesheet and the virtual list; the buttons and their styles stay.
  'The modal': [
    /packages\/ui-react\/src\/modal\/(Modal|Header|AnimatedHeight|Notices|view-registry|render-modal)\./,
    /packages\/ui-react\/src\/views\//,
    /packages\/ui-react\/src\/theme\/modal-css\.ts/,
    // The modal's message catalogue: the buttons read only their own part.
    /packages\/ui-react\/src\/(messages|use-messages)\.ts/,
    /node_modules\/.*\/virtua\//,
  ],
  // SPEC §4: the session database (idb-keyval) and the one-time migration load while ready() finds the wallets.
  'The session database': [
    /packages\/core\/src\/storage\/(migrate-sessions|session-database)\.ts/,
    /node_modules\/.*\/idb-keyval\//,
  ],
  // What the visitor does with the instance, the directory's requests, and a universal adapter a host with an
  // adapter for every namespace never makes (issue 23: they load while the instance gets ready, or on first use).
  "The visitor's actions": [
    /packages\/core\/src\/actions\/(instance-code|adapter-event-handlers|restore-sessions|session|connect|disconnect|switch-network|walletconnect-pairing|finish-connection)\.ts/,
    // Used by the directory's first request and the activity list only.
    /packages\/common\/src\/(origins|origins-parse|format\/relative-time)\.ts/,
    /packages\/core\/src\/walletconnect\/wallet-links\.ts/,
    /packages\/core\/src\/controllers\/directory-actions\.ts/,
    /packages\/adapters\/universal\/src\/(universal-adapter|sdk-session|namespaces)\.ts/,
    // The wagmi adapter's operations (connect, switch, sign, send) load while the instance gets ready.
    /packages\/adapters\/wagmi\/src\/operations\.ts/,
    // What its WalletConnect connector does, and the errors only that later code throws.
    /packages\/adapters\/wagmi\/src\/(walletconnect-connector-impl|operation-errors)\.ts/,
    // wagmi's signMessage action brings viem's wallet client and its transaction path.
    /node_modules\/.*\/viem\/_esm\/actions\/wallet\/(prepareTransactionRequest|sendTransaction)\.js/,
  ],
  // Common's error rules, most of its catalogue, its validators and its Solana helpers: start-up code imports
  // `@gangway/common/start`, and the rest loads with the code that raises or checks (issue 23).
  "Common's lazy parts": [
    /packages\/common\/src\/(index|validators|recovery-seal)\.ts/,
    /packages\/common\/src\/errors\/(normalize|messages|alerts|lookup|provider|http|codes)\.ts/,
    /packages\/common\/src\/(validators|solana)\//,
  ],
  // Every language but English: each locale file is a chunk of its own, fetched when a host picks it (issue 23).
  'Locale data': [/packages\/ui-react\/src\/locales\//],
  // The services' clients, their HTTP client and response schemas load with their first call; only the link check
  // (safe-url), the abort check and the directory's image URLs are light enough to stay.
  'The API client': [
    /packages\/api\/src\/(?!schemas\/safe-url\.ts|errors\/request\.ts|directory\/image-url\.ts|http\/url\.ts)/,
    /node_modules\/.*\/valibot\//,
  ],
}

/**
 * What may stay of sign-in: the rule that decides whether to load it (core's `offersEmbeddedWallet`), the fragment
 * a page back from a Telegram redirect carries (`auth/types.ts`), and the `import()` calls that fetch the rest.
 */
export async function checkStartUpStaysLazy() {
  const { startUpModules } = await measureLoad('apps/bench/size/gangway-app.tsx', {
    external: ['@walletconnect/universal-provider'],
    conditions: ['source'],
  })
  let ok = true
  for (const [name, patterns] of Object.entries(LAZY_CODE)) {
    const found = startUpModules.filter((module) => patterns.some((pattern) => pattern.test(module)))
    ok &&= found.length === 0
    console.log(
      found.length === 0
        ? `${name} stays out of the start-up download of a host without sign-in (${startUpModules.length} modules checked)`
        : `${name} is in the start-up download of a host without sign-in: ${found.join(', ')}`,
    )
  }
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await checkStartUpStaysLazy()) ? 0 : 1)
