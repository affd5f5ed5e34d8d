#!/usr/bin/env bash
# The main job: install everything, start the local chains and services, then the sandbox at
# http://127.0.0.1:5173.
# Ctrl+C stops every process it started.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

# The chain launcher and the services run from their builds (turbo caches them between starts).
pnpm exec turbo run build --filter=@gangway/testing... --filter=@gangway/services... --output-logs=errors-only
source scripts/lib/services.sh
trap 'stop_services; exit 0' INT TERM
trap stop_services EXIT
start_chains
start_services

# The secure frame runs from its build: its strict CSP leaves no room for a dev server's injected scripts.
pnpm --filter @gangway/secure-frame build >/dev/null
setsid pnpm --filter @gangway/secure-frame preview >reports/secure-frame.log 2>&1 &
SERVICE_PIDS+=($!)
wait_until "secure frame" http_answers "http://localhost:8790/"
echo "Secure frame: http://localhost:8790 (e-mail sign-in; its own origin)"

# In its own process group like the others, so Ctrl+C or a kill of this script stops all of them.
setsid pnpm --filter @gangway/sandbox exec vite --host 127.0.0.1 --port 5173 --strictPort &
SERVICE_PIDS+=($!)
echo "Sandbox: http://127.0.0.1:5173 (Ctrl+C stops everything)"
wait "$!"
