#!/usr/bin/env bash
# Serving, side by side in one run on this machine (loopback, wrk with 2 threads):
#   - "/" from our server vs a bare Express hello-world, vs bare node:http answering a constant, vs
#     node:http answering with our "/"'s own bytes and headers in one process and in two (the most
#     any Node server can do for "/" here), and vs nginx `gzip_static` on the same bytes;
#   - "/" through the production front (deploy/nginx.conf.template) vs that nginx `gzip_static`;
#   - the goals' three ratios (ours vs the hello-world and vs node:http on the same bytes, the front vs
#     nginx) from back-to-back pairs, ROUNDS of them (default 3), with their median;
#   - /healthz vs the hello-world;
#   - /blogs and both JSON endpoints at 32 connections, with p50/p99;
#   - the server's RSS at idle and after the load.
# Usage: npm run build && [ROUNDS=3] bench/serving.sh [seconds]    (needs `apt-get install -y wrk nginx-light`)
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH="${1:-10}"
BUILD_DIR="${BUILD_DIR:-build}"
APP_PORT=4301
HELLO_PORT=4302
RAW_PORT=4305
NGINX_PORT=4303
FRONT_PORT=4304
SAME_PORT=4306
SAME2_PORT=4307
WORK="$(mktemp -d)"
chmod 755 "$WORK" # nginx workers run as an unprivileged user and must read the files
cleanup() {
  kill "${APP_PID:-}" "${HELLO_PID:-}" "${RAW_PID:-}" "${SAME_PID:-}" "${SAME2_PID:-}" 2>/dev/null || true
  nginx -p "$WORK" -c nginx.conf -s stop 2>/dev/null || true
  kill "${FRONT_PID:-}" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

NODE_ENV=production PORT=$APP_PORT HOST=127.0.0.1 BUILD_DIR="$BUILD_DIR" LOG_LEVEL=info \
  DATA_DIR=./data/bench-serving node "$BUILD_DIR/node/index.js" >/dev/null &
APP_PID=$!
node -e '
  const express = require("express");
  const app = express();
  app.get("/", (_req, res) => { res.send("Hello World!"); });
  app.listen(Number(process.argv[1]), "127.0.0.1");
' "$HELLO_PORT" &
HELLO_PID=$!
# Node's own ceiling on this machine: node:http answering a constant, no framework at all. Whatever
# serves "/" from Node cannot beat it by much; how close "/" comes says what is left to win.
node -e '
  const body = "Hello World!";
  require("node:http")
    .createServer((_req, res) => { res.setHeader("Content-Type", "text/plain"); res.end(body); })
    .listen(Number(process.argv[1]), "127.0.0.1");
' "$RAW_PORT" &
RAW_PID=$!
until curl -sf "http://127.0.0.1:$APP_PORT/healthz" >/dev/null; do sleep 0.2; done
until curl -sf "http://127.0.0.1:$HELLO_PORT/" >/dev/null; do sleep 0.2; done
until curl -sf "http://127.0.0.1:$RAW_PORT/" >/dev/null; do sleep 0.2; done

# nginx gets "/" exactly as our server sends it, and its gzip beside it for gzip_static.
mkdir -p -m 755 "$WORK/html" "$WORK/logs"
curl -sf -H 'accept-encoding: identity' "http://127.0.0.1:$APP_PORT/" >"$WORK/html/index.html"
curl -sf -H 'accept-encoding: gzip' -D "$WORK/headers.txt" "http://127.0.0.1:$APP_PORT/" >"$WORK/html/index.html.gz"
node bench/same-bytes-server.mjs "$SAME_PORT" 1 "$WORK/html/index.html.gz" "$WORK/headers.txt" &
SAME_PID=$!
node bench/same-bytes-server.mjs "$SAME2_PORT" 2 "$WORK/html/index.html.gz" "$WORK/headers.txt" &
SAME2_PID=$!
chmod 644 "$WORK/html/"*
cat >"$WORK/nginx.conf" <<CONF
worker_processes auto;
pid $WORK/nginx.pid;
error_log $WORK/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/html;
    location / { add_header Cache-Control "public, max-age=300"; try_files \$uri/index.html =404; }
  }
}
CONF
nginx -p "$WORK" -c nginx.conf
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$NGINX_PORT/" >/dev/null && break; sleep 0.2; done

# The production front, rendered as an operator renders it, in the foreground (it runs with `daemon off`).
mkdir -p -m 755 "$WORK/front"
LISTEN="127.0.0.1:$FRONT_PORT" APP_UPSTREAMS="127.0.0.1:$APP_PORT" CLIENT_DIR="$(realpath "$BUILD_DIR/client")" \
  RUN_DIR="$WORK/front" sh deploy/render-front.sh >"$WORK/front/nginx.conf"
nginx -c "$WORK/front/nginx.conf" &
FRONT_PID=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$FRONT_PORT/healthz" >/dev/null && break; sleep 0.2; done

rss_mb() { awk '/VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$APP_PID/status"; }

# One wrk run: "<requests/s> <p50> <p99>".
measure() {
  local connections="$1" url="$2"
  wrk -t2 -c"$connections" -d"${SECONDS_EACH}s" --latency -H 'Accept-Encoding: gzip' "$url" |
    awk '/Requests\/sec/ { rps = $2 } /^ +50%/ { p50 = $2 } /^ +99%/ { p99 = $2 }
         END { printf "%.0f %s %s", rps, p50, p99 }'
}

# Warm-up: JIT, the embedded database opening in the background, the content pages' first render,
# and the front's kept copy of the very variant measured (pages vary on Accept-Encoding).
sleep 5
for url in "http://127.0.0.1:$APP_PORT/" "http://127.0.0.1:$APP_PORT/blogs" "http://127.0.0.1:$HELLO_PORT/" \
  "http://127.0.0.1:$RAW_PORT/" "http://127.0.0.1:$SAME_PORT/" "http://127.0.0.1:$SAME2_PORT/" \
  "http://127.0.0.1:$FRONT_PORT/"; do
  wrk -t2 -c32 -d3s -H 'Accept-Encoding: gzip' "$url" >/dev/null
done
IDLE_RSS="$(rss_mb)"

echo "cpus: $(nproc); load before: $(cut -d' ' -f1-3 /proc/loadavg); / is $(wc -c <"$WORK/html/index.html") bytes, $(wc -c <"$WORK/html/index.html.gz") gzipped"
printf '%-44s %10s %9s %9s %s\n' "target" "req/s" "p50" "p99" "ratio"
row() {
  local name="$1" connections="$2" url="$3" reference="${4:-}"
  read -r rps p50 p99 <<<"$(measure "$connections" "$url")"
  local ratio=""
  [ -n "$reference" ] && ratio="$(awk -v a="$rps" -v b="$reference" 'BEGIN { printf "%.2fx", a / b }')"
  printf '%-44s %10s %9s %9s %s\n' "$name" "$rps" "$p50" "$p99" "$ratio"
  LAST_RPS="$rps"
}
row "hello-world (bare Express), 64 conn" 64 "http://127.0.0.1:$HELLO_PORT/"
HELLO_RPS="$LAST_RPS"
row "bare node:http, a constant, 64 conn" 64 "http://127.0.0.1:$RAW_PORT/" "$HELLO_RPS"
row "node:http, our / bytes+headers, 64 conn" 64 "http://127.0.0.1:$SAME_PORT/" "$HELLO_RPS"
row "  the same, 2 processes (cluster)" 64 "http://127.0.0.1:$SAME2_PORT/" "$HELLO_RPS"
row "nginx gzip_static, same / bytes, 64 conn" 64 "http://127.0.0.1:$NGINX_PORT/"

# The goals' ratios, each from back-to-back pairs (the reference, then ours, ROUNDS times): on a
# shared machine the load moves within a minute, so a reference measured rows earlier can be
# measured on another machine, in effect. Each pair's ratio is printed, then their median.
ROUNDS="${ROUNDS:-3}"
paired() {
  local name="$1" url="$2" reference_name="$3" reference_url="$4" ratios=() round
  for round in $(seq "$ROUNDS"); do
    row "$reference_name (pair $round)" 64 "$reference_url"
    local reference_rps="$LAST_RPS"
    row "$name (pair $round)" 64 "$url" "$reference_rps"
    ratios+=("$(awk -v a="$LAST_RPS" -v b="$reference_rps" 'BEGIN { printf "%.3f", a / b }')")
  done
  printf '  %s / %s, median of %s pairs: %sx\n' "$name" "$reference_name" "$ROUNDS" \
    "$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')"
}
paired "ours: /" "http://127.0.0.1:$APP_PORT/" "hello-world" "http://127.0.0.1:$HELLO_PORT/"
paired "ours: /" "http://127.0.0.1:$APP_PORT/" "node:http on the same bytes" "http://127.0.0.1:$SAME_PORT/"
paired "the front: /" "http://127.0.0.1:$FRONT_PORT/" "nginx gzip_static" "http://127.0.0.1:$NGINX_PORT/"
row "ours: /healthz, 64 conn, vs hello-world" 64 "http://127.0.0.1:$APP_PORT/healthz" "$HELLO_RPS"
row "ours: /no/such/page (404), 64 conn" 64 "http://127.0.0.1:$APP_PORT/no/such/page" "$HELLO_RPS"
row "ours: /blogs, 32 conn" 32 "http://127.0.0.1:$APP_PORT/blogs"
row "ours: /api/strapi/…-blogs, 32 conn" 32 "http://127.0.0.1:$APP_PORT/api/strapi/northpeak-website-blogs"
row "ours: /api/strapiNews/…-news, 32 conn" 32 "http://127.0.0.1:$APP_PORT/api/strapiNews/northpeak-website-news"
echo "server RSS: idle after warm-up ${IDLE_RSS} MB, after the load $(rss_mb) MB"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
