// Debian's Chromium and the flags it needs on these machines (TOOLING.md): no sandbox as root, no GPU,
// and no background connections (the machine's closed network refuses them).
export const chromiumExecutable = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
