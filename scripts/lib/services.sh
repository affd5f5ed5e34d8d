# Shared by start.sh and test.sh: starts the local services in their own process groups and
# stops them again. Ports: ARCHITECTURE "Local ports".
SERVICE_PIDS=()

wait_for_rpc() {
  local url=$1 tries=0
  until curl -sf -X POST -H 'content-type: application/json' \
    --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' "$url" >/dev/null 2>&1; do
    tries=$((tries + 1))
    if [ "$tries" -gt 150 ]; then echo "RPC at $url did not come up" >&2; return 1; fi
    sleep 0.1
  done
}

start_chains() {
  mkdir -p reports
  setsid node packages/testing/bin/chains.mjs >reports/chains.log 2>&1 &
  SERVICE_PIDS+=($!)
  wait_for_rpc "http://127.0.0.1:${ANVIL_PORT_1:-8545}"
  wait_for_rpc "http://127.0.0.1:${ANVIL_PORT_137:-8546}"
  echo "Local chains: 1 at http://127.0.0.1:${ANVIL_PORT_1:-8545}, 137 at http://127.0.0.1:${ANVIL_PORT_137:-8546}"
}

wait_for_http() {
  local url=$1 tries=0
  # Any HTTP answer means the server is listening.
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" != "000" ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ]; then echo "$url did not come up" >&2; return 1; fi
    sleep 0.1
  done
}

start_services() {
  mkdir -p reports
  setsid node apps/services/bin/services.mjs >reports/services.log 2>&1 &
  SERVICE_PIDS+=($!)
  wait_for_http "http://127.0.0.1:${SERVICES_PORT:-8787}/v1/supported-chains"
  echo "Services: http://127.0.0.1:${SERVICES_PORT:-8787} (wallet directory, blockchain API, analytics sink)"
}

stop_services() {
  for pid in "${SERVICE_PIDS[@]}"; do
    kill -TERM -- "-$pid" 2>/dev/null || true
  done
  SERVICE_PIDS=()
}
