#!/usr/bin/env bash
# Prepares a real Strapi 5 for the tests in tests/strapi-real, outside the checkout, and prints its
# project folder on the last line of stdout.
#
#   ${STRAPI_CACHE_DIR:-/var/cache/northpeak-strapi}/<version>/   npm install of scripts/strapi/project/package.json
#     config/, src/     copied from scripts/strapi/project on every run (src/api: the six
#                       collections' schemas, routes, controllers and services, as editors install them)
#     seed-media/       a video and its captions from public/media, for the seed
#     .env              secrets generated once; telemetry and update checks off
#
# The npm install runs only when the cache has no install of this exact package.json (cold); a warm
# run copies the project files and checks the native SQLite module loads. Exit status 3 means Strapi
# could not be INSTALLED (registry, compiler), as opposed to a journey failing later. With
# STRAPI_WARM_ONLY=1 a cache without the install is not filled: exit status 4. With --toolchain it
# only installs the compiler (apt) and stops, so that a later run in the background never holds the
# package manager's lock while another step needs it.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
project="$here/project"
version="$(node -p 'require(process.argv[1]).dependencies["@strapi/strapi"]' "$project/package.json")"
dir="${STRAPI_CACHE_DIR:-/var/cache/northpeak-strapi}/$version"
log() { echo "strapi-prepare: $*" >&2; }
fail_install() {
  log "INSTALL FAILED: $*"
  exit 3
}

# better-sqlite3's prebuilt binary is downloaded from GitHub; where that is unreachable it compiles
# with node-gyp, which needs a C++ tool chain and python3.
if ! command -v make >/dev/null || ! command -v g++ >/dev/null || ! command -v python3 >/dev/null; then
  log "installing Debian's build-essential and python3"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq build-essential python3; } >&2 ||
    fail_install "apt-get install build-essential python3"
fi
[ "${1:-}" = --toolchain ] && exit 0

mkdir -p "$dir"
stamp="$dir/.installed-package.json"
# One install at a time into a cache folder: two at once (a CI run that stopped early leaves its
# background install running while the next run starts one) write over each other's files, and
# each then stamps a tree with modules missing. The stamp is written only once an install has
# finished, so one that was stopped halfway is made again.
exec 9>"$dir.lock"
flock 9
if [ ! -f "$stamp" ] || ! cmp -s "$project/package.json" "$stamp" || [ ! -d "$dir/node_modules/@strapi/strapi" ]; then
  if [ "${STRAPI_WARM_ONLY:-0}" = 1 ]; then
    log "Strapi $version is not installed in $dir and STRAPI_WARM_ONLY=1: run scripts/strapi/prepare.sh once"
    exit 4
  fi
  log "installing Strapi $version into $dir (cold)"
  start=$SECONDS
  rm -f "$stamp"
  cp "$project/package.json" "$dir/package.json"
  (cd "$dir" && STRAPI_TELEMETRY_DISABLED=true npm install --no-audit --no-fund --loglevel=error >&2) ||
    fail_install "npm install in $dir"
  cp "$project/package.json" "$stamp"
  log "installed Strapi $version in $((SECONDS - start)) s"
fi
(cd "$dir" && node -e 'new (require("better-sqlite3"))(":memory:").close()') ||
  fail_install "better-sqlite3 does not load in $dir (delete $stamp to reinstall)"
# Strapi runs on the Node its native modules were built for (this shell's), whatever Node runs the
# site and the tests: the journeys start it with the binary named here.
node -p process.execPath >"$dir/.strapi-node"

# The project's own files: always the checkout's, so a change to them needs no reinstall.
rm -rf "$dir/config" "$dir/src"
cp -R "$project/config" "$project/src" "$dir/"
rm -rf "$dir/seed-media"
mkdir -p "$dir/seed-media"
cp "$repo/public/media/build-query.mp4" "$repo/public/media/build-query.vtt" "$dir/seed-media/"

if [ ! -f "$dir/.env" ]; then
  node -e '
    const r = () => require("node:crypto").randomBytes(16).toString("base64");
    console.log([
      `APP_KEYS=${[r(), r(), r(), r()].join(",")}`,
      `API_TOKEN_SALT=${r()}`, `ADMIN_JWT_SECRET=${r()}`, `TRANSFER_TOKEN_SALT=${r()}`,
      `JWT_SECRET=${r()}`, `ENCRYPTION_KEY=${r()}`,
      "STRAPI_TELEMETRY_DISABLED=true",
    ].join("\n"));' >"$dir/.env"
fi
echo "$dir"
