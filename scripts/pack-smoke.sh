#!/usr/bin/env bash
# Proves the package works as users get it: `npm pack` (prepack builds), install the tarball
# globally into a temporary prefix (better-sqlite3 compiles from source there), then, from an
# unrelated folder and with the checkout's node_modules out of reach:
#   pctx --version, pctx serve on a fresh SQLite file and a free port, /healthz, the demo key
#   reading the demo project, the web console and its script, then SIGTERM and a clean exit 0.
#
#   bash scripts/pack-smoke.sh            (CI runs it from .ci/run; KEEP=1 keeps the temp folder)
#
# On failure it prints the step that failed and the server's output; the temp folder holds the
# tarball, the install log and the server's logs.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/pctx-pack-smoke.XXXXXX")
started=$(date +%s)
server_pid=""

step() { printf '\n--- pack-smoke: %s  [+%ss]\n' "$1" "$(($(date +%s) - started))"; }
fail() {
  printf '\npack-smoke FAILED: %s\n' "$1" >&2
  for log in "$work"/serve.out "$work"/serve.err; do
    if [ -s "$log" ]; then printf '\n== %s (last 40 lines) ==\n' "$log" >&2; tail -n 40 "$log" >&2; fi
  done
  exit 1
}
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null || true; fi
  if [ "${KEEP:-}" = 1 ]; then echo "pack-smoke: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

step "npm pack (prepack runs npm run build)"
(cd "$root" && npm pack --pack-destination "$work" --loglevel=warn) >"$work/pack.log" 2>&1 ||
  { cat "$work/pack.log" >&2; fail "npm pack"; }
tarball=$(compgen -G "$work/pctx-*.tgz" | head -n 1) || true
[ -n "$tarball" ] || fail "npm pack made no pctx-*.tgz in $work"
listing=$(tar -tzf "$tarball")
for must in package/bin/pctx.js package/LICENSE package/README.md package/dist/bundle/pctx.js package/dist/bundle/render-worker.js \
  package/dist/bundle/search-worker.js package/dist/bundle/checkpoint-worker.js package/dist/console/index.html \
  package/package.json; do
  grep -qx "$must" <<<"$listing" || fail "$(basename "$tarball") lacks ${must#package/}"
done
if grep -E '^package/(src|test|bench|scripts|\.ci)/' <<<"$listing" | head -n 3 | grep -q .; then
  fail "$(basename "$tarball") contains sources or tests: $(grep -E '^package/(src|test|bench|scripts|\.ci)/' <<<"$listing" | head -n 3 | tr '\n' ' ')"
fi
echo "$(basename "$tarball"): $(wc -l <<<"$listing") files, $(du -k "$tarball" | cut -f1) KiB"

step "npm install -g into a temporary prefix (compiles better-sqlite3)"
prefix="$work/prefix"
npm install -g --prefix "$prefix" "$tarball" --no-audit --no-fund --loglevel=warn >"$work/install.log" 2>&1 ||
  { tail -n 60 "$work/install.log" >&2; fail "npm install -g $tarball"; }
pctx="$prefix/bin/pctx"
[ -x "$pctx" ] || fail "$pctx was not installed"
if [ -e "$prefix/lib/node_modules/pctx/node_modules/tsx" ] || [ -e "$prefix/lib/node_modules/tsx" ]; then
  fail "the installed package pulled in tsx, a development dependency"
fi

# An unrelated folder, and no NODE_PATH: nothing from the checkout can be found from here.
elsewhere="$work/elsewhere"
mkdir -p "$elsewhere"
cd "$elsewhere"
unset NODE_PATH NODE_OPTIONS PCTX_FROM_SOURCE

step "pctx --version"
version=$("$pctx" --version) || fail "pctx --version exited non-zero"
expected=$(node -p "require('$root/package.json').version")
[ "$version" = "$expected" ] || fail "pctx --version printed '$version', expected '$expected'"
echo "pctx --version: $version"

step "pctx serve (WORKERS=2) on a fresh database"
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
DATABASE_URL="sqlite:./smoke.db" PORT="$port" HOST=127.0.0.1 WORKERS=2 LOG_FORMAT=json \
  "$pctx" serve >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 300); do
  if curl -fsS "$base/healthz" >/dev/null 2>&1; then break; fi
  kill -0 "$server_pid" 2>/dev/null || fail "pctx serve exited before /healthz answered"
  sleep 0.1
done
curl -fsS "$base/healthz" >/dev/null || fail "no answer from $base/healthz after 30 s"
[ -f "$elsewhere/smoke.db" ] || fail "the database was not created in the folder serve ran from"
for _ in $(seq 1 50); do grep -q 'pctx_' "$work/serve.err" && break; sleep 0.1; done
key=$(grep -oE 'pctx_[A-Za-z0-9_-]{43}' "$work/serve.err" | head -n 1) || true
[ -n "$key" ] || fail "no demo key in serve's output"

step "requests from another folder"
body=$(curl -fsS -H "X-API-Key: $key" "$base/api/v1/projects/demo/blocks/persona-founder") ||
  fail "GET /api/v1/projects/demo/blocks/persona-founder with the demo key"
grep -q '"key":"persona-founder"' <<<"$body" || fail "unexpected block answer: ${body:0:300}"
curl -fsS "$base/api/v1/openapi.json" | grep -q "\"version\":\"$expected\"" || fail "openapi.json lacks version $expected"
echo "the demo key reads persona-founder; openapi.json names version $expected"
# The web console is served from the package's own dist/console, with the script it names.
console_html=$(curl -fsS "$base/console/") || fail "GET /console/ (the web console)"
script=$(grep -oE '/console/assets/[^"]+\.js' <<<"$console_html" | head -n 1) || true
[ -n "$script" ] || fail "/console/ names no script: ${console_html:0:300}"
curl -fsS -o /dev/null "$base$script" || fail "GET $script (the console's script)"
echo "the web console answers at /console/ with its script $script"
# Every line serve logged is JSON (LOG_FORMAT=json), the cluster primary's included.
node -e "
  const lines = require('node:fs').readFileSync(process.argv[1], 'utf8').split('\n').filter(Boolean)
  for (const line of lines) JSON.parse(line)
  if (!lines.some((line) => JSON.parse(line).msg.includes('with 2 workers'))) throw new Error('no line from the cluster primary')
  console.log(lines.length + ' log lines, all JSON, the cluster primary\'s included')
" "$work/serve.out" || fail "serve logged a line that is not JSON, or the primary did not log"

step "SIGTERM"
kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
[ "$status" -eq 0 ] || fail "pctx serve exited $status after SIGTERM, expected 0"

printf '\npack-smoke passed in %ss\n' "$(($(date +%s) - started))"
