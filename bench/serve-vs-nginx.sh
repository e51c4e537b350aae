#!/usr/bin/env bash
# Requests per second for "/" served by our Express server (prerendered HTML from memory, a fresh
# CSP nonce per response) and by nginx serving the very same HTML as a file. Same machine,
# loopback, one Node process vs one nginx worker, autocannon with 50 connections.
# Usage: bench/serve-vs-nginx.sh [buildDir] [seconds]   (needs `apt-get install -y nginx`)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build}"
SECONDS_EACH="${2:-10}"
NODE_PORT=4291
NGINX_PORT=4292
WORK="$(mktemp -d)"
chmod 755 "$WORK" # nginx workers run as an unprivileged user and must read the page
trap 'kill "$NODE_PID" 2>/dev/null || true; nginx -p "$WORK" -c nginx.conf -s stop 2>/dev/null || true; rm -rf "$WORK"' EXIT

NODE_ENV=production PORT=$NODE_PORT HOST=127.0.0.1 BUILD_DIR="$BUILD_DIR" LOG_LEVEL=silent \
  DATA_DIR=./data/bench ./node_modules/.bin/tsx server/index.ts &
NODE_PID=$!
until curl -sf "http://127.0.0.1:$NODE_PORT/healthz" >/dev/null; do sleep 0.2; done

# nginx gets the page exactly as our server sends it (one nonce filled in).
mkdir -p -m 755 "$WORK/html" "$WORK/logs"
curl -sf -H 'accept-encoding: identity' "http://127.0.0.1:$NODE_PORT/" >"$WORK/html/index.html"
chmod 644 "$WORK/html/index.html"
cat >"$WORK/nginx.conf" <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  gzip on; gzip_comp_level 6; gzip_min_length 256;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/html;
    location / { add_header Cache-Control "public, max-age=300"; try_files \$uri/index.html =404; }
  }
}
CONF
nginx -p "$WORK" -c nginx.conf
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$NGINX_PORT/" >/dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$NGINX_PORT/" >/dev/null || { cat "$WORK/logs/error.log"; exit 1; }

# Warm-up: JIT, and the embedded database that the server opens in the background at start-up
# (its first creation takes seconds of CPU and would otherwise land inside the first run).
sleep 15
for port in $NODE_PORT $NGINX_PORT; do
  ./node_modules/.bin/autocannon -c 50 -d 3 "http://127.0.0.1:$port/" >/dev/null 2>&1
done

echo "html bytes: $(wc -c <"$WORK/html/index.html"); cpus: $(nproc); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for encoding in identity gzip; do
  for target in "node:$NODE_PORT" "nginx:$NGINX_PORT"; do
    name="${target%%:*}"; port="${target##*:}"
    ./node_modules/.bin/autocannon -c 50 -d "$SECONDS_EACH" -H "accept-encoding: $encoding" --json \
      "http://127.0.0.1:$port/" 2>/dev/null |
      node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);
        console.log([process.argv[1].padEnd(6),process.argv[2].padEnd(9),
        `req/s avg ${Math.round(r.requests.average)}`,`p50 ${r.latency.p50} ms`,`p99 ${r.latency.p99} ms`,
        `non-2xx ${r.non2xx}`,`errors ${r.errors}`].join("  "))})' "$name" "$encoding"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
