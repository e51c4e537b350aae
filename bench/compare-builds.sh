#!/usr/bin/env bash
# Node's own path, side by side: the build before (OLD) and after (NEW) against a bare Express hello-world, same Node,
# same wrk settings, interleaved rounds. A build folder must sit inside the checkout (its imports
# resolve from node_modules here): cp -r build build-before before rebuilding.
# Usage: bench/compare-builds.sh build-before build [seconds] [rounds]   (needs: apt-get install -y wrk)
set -euo pipefail
cd "$(dirname "$0")/.."
OLD="$1"; NEW="$2"; SECS="${3:-5}"; ROUNDS="${4:-3}"
NODE=node_modules/.bin/node
start_site() { NODE_ENV=production PORT=$2 HOST=127.0.0.1 BUILD_DIR="$1" DATA_DIR="${TMPDIR:-/tmp}"/compare-builds-data-$2 LOG_LEVEL=info $NODE "$1/node/index.js" >"${TMPDIR:-/tmp}"/compare-builds-log-$2 2>&1 & echo $!; }
P1=$(start_site "$OLD" 4401); P2=$(start_site "$NEW" 4402)
$NODE -e 'const e=require("express");const a=e();a.get("/",(q,r)=>r.send("Hello World!"));a.listen(4403,"127.0.0.1")' & P3=$!
trap 'kill $P1 $P2 $P3 2>/dev/null' EXIT
for p in 4401 4402 4403; do until curl -sf "http://127.0.0.1:$p/healthz" -o /dev/null || curl -sf "http://127.0.0.1:$p/" -o /dev/null; do sleep 0.3; done; done
rps() { wrk -t2 -c32 -d"${SECS}s" -H 'Accept-Encoding: br, gzip' "$1" | awk '/Requests\/sec/ {print $2}'; }
for path in / /healthz /blogs; do
  for r in $(seq "$ROUNDS"); do
    h=$(rps http://127.0.0.1:4403/); o=$(rps "http://127.0.0.1:4401$path"); n=$(rps "http://127.0.0.1:4402$path")
    echo "$path round $r: hello $h  old $o ($(echo "$o/$h" | bc -l | cut -c1-4)x)  new $n ($(echo "$n/$h" | bc -l | cut -c1-4)x)"
  done
done
for p in $P1 $P2; do echo "RSS $p: $(awk "/VmRSS/ {print int(\$2/1024)}" /proc/$p/status 2>/dev/null) MB"; done
