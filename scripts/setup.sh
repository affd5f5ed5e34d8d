#!/usr/bin/env bash
# Installs what the project needs on a fresh machine of this kind: pnpm 10, the workspace's
# packages and, with --browser, Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "10.34.9" ]; then
  npm i -g pnpm@10.34.9 >/dev/null
fi
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium..."
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
