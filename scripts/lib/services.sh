# Shared by start.sh and test.sh: starts the local services in their own process groups and
# stops them again. Ports: ARCHITECTURE "Local ports".
SERVICE_PIDS=()

# Polls (every 0.1 s, 30 s at most) until the command succeeds.
wait_until() {
  local what=$1 tries=0
  shift
  until "$@"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ]; then echo "$what did not come up" >&2; return 1; fi
    sleep 0.1
  done
}

rpc_answers() {
  curl -sf -X POST -H 'content-type: application/json' \
    --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' "$1" >/dev/null 2>&1
}

# Any HTTP answer means the server is listening.
http_answers() {
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$1")" != "000" ]
}

start_chains() {
  mkdir -p reports
  setsid node packages/testing/bin/chains.mjs >reports/chains.log 2>&1 &
  SERVICE_PIDS+=($!)
  wait_until "chain 1" rpc_answers "http://127.0.0.1:${ANVIL_PORT_1:-8545}"
  wait_until "chain 137" rpc_answers "http://127.0.0.1:${ANVIL_PORT_137:-8546}"
  wait_until "solana" rpc_answers "http://127.0.0.1:${SOLANA_RPC_PORT:-8899}"
  echo "Local chains: 1 at http://127.0.0.1:${ANVIL_PORT_1:-8545}, 137 at http://127.0.0.1:${ANVIL_PORT_137:-8546}, Solana at http://127.0.0.1:${SOLANA_RPC_PORT:-8899}"
}

start_services() {
  mkdir -p reports
  # The CLI starts in production unless told otherwise: the local stack is development (stand-ins, loopback).
  SERVICES_MODE="${SERVICES_MODE:-development}" setsid node apps/services/bin/services.mjs >reports/services.log 2>&1 &
  SERVICE_PIDS+=($!)
  wait_until services http_answers "http://127.0.0.1:${SERVICES_PORT:-8787}/readyz"
  echo "Services: http://127.0.0.1:${SERVICES_PORT:-8787} (wallet directory, blockchain API with swaps and the on-ramp checkout, analytics sink, verify stand-in); WalletConnect relay: ws://127.0.0.1:${SERVICES_PORT:-8787}/relay"
  echo "Sign-in mail: the SMTP sink on 127.0.0.1:${SMTP_PORT:-2525}, read at http://127.0.0.1:${SERVICES_PORT:-8787}/__test/mail"
  echo "Social sign-in: the OAuth 2 stand-in for every provider at http://127.0.0.1:${OAUTH_PORT:-8791}; Farcaster approvals: POST {\"url\"} to http://127.0.0.1:${SERVICES_PORT:-8787}/__test/farcaster/approve"
}

stop_services() {
  for pid in "${SERVICE_PIDS[@]}"; do
    kill -TERM -- "-$pid" 2>/dev/null || true
  done
  SERVICE_PIDS=()
}
