// Issue 11, size: none of the e-mail, social and Farcaster sign-in code is in the start-up download of a host that
// does not offer it. The bench's wagmi host (no secure site) is built from the workspace's sources with code
// splitting, and every module in its start-up set is checked against the sign-in code's files.
import { measureLoad } from './lib/load-size.mjs'

const SIGN_IN_CODE = [
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
]

/**
 * What may stay: the rule that decides whether to load it (core's `offersEmbeddedWallet`), the fragment a page
 * back from a Telegram redirect carries (`auth/types.ts`), and the `import()` calls that fetch the rest.
 */
export async function checkSignInStaysLazy() {
  const { startUpModules } = await measureLoad('apps/bench/size/gangway-app.tsx', {
    external: ['@walletconnect/universal-provider'],
    conditions: ['source'],
  })
  const found = startUpModules.filter((module) => SIGN_IN_CODE.some((pattern) => pattern.test(module)))
  console.log(
    found.length === 0
      ? `Sign-in code stays out of the start-up download of a host without sign-in (${startUpModules.length} modules checked)`
      : `Sign-in code in the start-up download of a host without sign-in: ${found.join(', ')}`,
  )
  return found.length === 0
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await checkSignInStaysLazy()) ? 0 : 1)
