#!/usr/bin/env bash
# The official MCP conformance suite (@modelcontextprotocol/conformance) against the public MCP
# endpoint of a freshly started server (its demo project, which is public): every scenario that
# applies to pctx (docs/mcp.md#conformance says which do not, and why). Run by .ci/run under
# Node 24: the suite needs Node 22 or later, so it is installed here, pinned, into a cache folder
# of its own, never into the project's dependencies (npm install on Node 20 stays clean).
#
#   bash scripts/mcp-conformance.sh    (Node 22+ first on PATH; MCP_CONFORMANCE_CACHE to move the cache;
#                                       PCTX_NODE: the node that runs the server, `node` by default)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
version=0.1.16
scenarios=(
  server-initialize
  ping
  tools-list
  tools-call-error
  resources-list
  prompts-list
  dns-rebinding-protection
)

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 22 ]; then
  echo "error: the MCP conformance suite needs Node 22 or later; this is $(node -v)" >&2
  exit 1
fi

cache="${MCP_CONFORMANCE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pctx/mcp-conformance-$version}"
suite="$cache/node_modules/.bin/conformance"
if [ ! -x "$suite" ]; then
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --ignore-scripts --loglevel=warn \
    "@modelcontextprotocol/conformance@$version"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/mcp-conformance.XXXXXX")
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# The sources, not a bundle that may be older; the demo project is created public on an empty database.
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
PCTX_FROM_SOURCE=1 DATABASE_URL="sqlite:$tmp/pctx.db" PORT="$port" LOG_LEVEL=warn \
  "${PCTX_NODE:-node}" bin/pctx.js serve >"$tmp/server.log" 2>&1 &
server_pid=$!
ready() {
  node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$port/readyz"
}
for _ in $(seq 1 300); do
  if ready; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat "$tmp/server.log" >&2
    echo "error: the server exited before it was ready" >&2
    exit 1
  fi
  sleep 0.2
done
ready || {
  cat "$tmp/server.log" >&2
  echo "error: the server was not ready within 60 s" >&2
  exit 1
}

# localhost, not 127.0.0.1: dns-rebinding-protection needs a loopback name it can swap for another.
url="http://localhost:$port/api/projects/demo/mcp"
failed=()
for scenario in "${scenarios[@]}"; do
  if "$suite" server --url "$url" --scenario "$scenario" >"$tmp/$scenario.log" 2>&1; then
    echo "passed: $scenario"
  else
    cat "$tmp/$scenario.log"
    echo "FAILED: $scenario"
    failed+=("$scenario")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "MCP conformance $version: ${#failed[@]} of ${#scenarios[@]} scenarios failed: ${failed[*]}" >&2
  exit 1
fi
echo "MCP conformance $version: all ${#scenarios[@]} scenarios passed against $url"
