// Debian's Chromium and the flags it needs on these machines (TOOLING.md): no sandbox as root, no GPU,
// and no background connections (the machine's closed network refuses them).
export const chromiumExecutable = '/usr/bin/chromium'

// Playwright launches Chromium with `--disable-features=…,ThirdPartyStoragePartitioning,…`, which makes
// Chromium DENY a cross-site iframe its localStorage and IndexedDB ('Access is denied for this document').
// Real Chrome, Firefox and Safari give such a frame storage of its own, partitioned by the top-level site,
// and the secure frame (localhost inside the sandbox on 127.0.0.1) keeps its session and binding key there.
// A later --disable-features replaces an earlier one, so this is Playwright 1.65's own list (coreBundle.js,
// chromiumSwitches) minus ThirdPartyStoragePartitioning: the tests then see what visitors' browsers do.
// Compare it with Playwright's list when Playwright is upgraded.
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${disabledFeatures.join(',')}`,
]
