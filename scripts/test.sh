#!/usr/bin/env bash
# Installs everything and runs every test: lint, layering, types, unit and component tests,
# builds (packages, Storybook, sandbox), size budgets, end-to-end tests in Chromium and the
# browser benchmark. Ends with one line: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser || { echo "0 passed, 1 failed"; exit 1; }
export CI="${CI:-true}" TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

rm -rf reports && mkdir -p reports
GATES=()
gate() {
  local name=$1
  shift
  echo "── $name: $*"
  if "$@"; then GATES+=("{\"name\":\"$name\",\"ok\":true}"); else GATES+=("{\"name\":\"$name\",\"ok\":false}"); fi
}

gate lint pnpm lint
gate layers pnpm check:layers
gate typecheck pnpm typecheck
echo "── unit and component tests"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
echo "$?" >reports/vitest.exit
gate build pnpm build
# Every TypeScript snippet of the docs type-checks against the built packages (scripts/check-doc-snippets.mjs).
gate doc-snippets pnpm check:doc-snippets
# Every published package packs clean (no workspace: range, no undeclared import) and passes publint and attw;
# the pending changesets version and pack in a throwaway worktree.
gate packages pnpm check:packages
gate release-dry-run pnpm release:dry-run
# The services run for a host that is not ours: npx from their tarball, a config file, production.
gate services-npx pnpm check:services-npx
# A host's TSX with <appkit-button /> type-checks against the built types (React 19 JSX, global JSX for 18).
gate jsx-types pnpm --filter @gangway/react typecheck:host
gate size pnpm size
echo "── end-to-end tests (Chromium)"
pnpm exec playwright test
echo "$?" >reports/playwright.exit
gate bench pnpm bench

(IFS=,; echo "[${GATES[*]}]") >reports/gates.json
node scripts/summarize.mjs
