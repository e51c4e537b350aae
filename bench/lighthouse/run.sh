#!/usr/bin/env bash
# Lighthouse (mobile, its default simulated throttling) on every route of the sitemap, against one
# or more running production servers. Lighthouse is fetched by npx into npm's cache, not a project
# dependency.
# Usage: [RUNS=3] [ROUTES='regex'] bench/lighthouse/run.sh [origin...]
#   origin: default http://localhost:3000 (start it with `npm start`). Give two (say the build
#     before a change on one port and the build after it on another) to measure them side by side
#     in one run: each route is measured on each origin in turn, so both meet the same machine.
#   RUNS: runs per route and origin (default 1); the run with the median performance score stands
#     for the route, as Lighthouse advises on a machine whose speed moves, and every run's score is
#     printed
#   ROUTES: an extended regular expression; only the first origin's sitemap paths that match it are
#     measured
# The runs go in passes: every route once, then every route again. A route's runs are then minutes
# apart, so a burst of load from elsewhere on this shared machine (seen to last a minute or two)
# touches one of them, not all; each pass's start and end, with the load average, go to
# reports/passes.txt.
# Writes one JSON report per origin, route and run under bench/lighthouse/reports/HOST_PORT/
# (ignored by git), the median run's as ROUTE.json, and prints a Markdown table per origin.
set -euo pipefail
cd "$(dirname "$0")"
[ $# -gt 0 ] || set -- http://localhost:3000
RUNS="${RUNS:-1}"
OUT=reports
mkdir -p "$OUT"
curl -sf "$1/sitemap.xml" | grep -o '<loc>[^<]*</loc>' | sed -e 's/<[^>]*>//g' -e 's|^https\?://[^/]*||' |
  { grep -E "${ROUTES:-.}" || true; } >"$OUT/routes.txt"
folder_of() { echo "$OUT/$(echo "$1" | sed -e 's|^https\?://||' -e 's|[^A-Za-z0-9.-]|_|g')"; }
name_of() { echo "${1:-/}" | tr '/' '_'; }

for origin in "$@"; do
  mkdir -p "$(folder_of "$origin")"
  while read -r route; do rm -f "$(folder_of "$origin")/$(name_of "$route")".*.json; done <"$OUT/routes.txt"
done
: >"$OUT/passes.txt"
# Full Chromium in its new headless mode when installed, else Chromium's headless shell (what the
# journeys run in), which is headless by itself.
if [ -x /usr/bin/chromium ]; then
  CHROME=/usr/bin/chromium HEADLESS="--headless=new "
else
  CHROME=/usr/bin/chromium-headless-shell HEADLESS=""
fi
[ -x "$CHROME" ] || { echo "no Chromium: apt-get install -y chromium (or chromium-headless-shell)" >&2; exit 1; }
echo "browser: $CHROME" >>"$OUT/passes.txt"
for run in $(seq 1 "$RUNS"); do
  echo "pass $run: $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/passes.txt"
  while read -r route; do
    for origin in "$@"; do
      report="$(folder_of "$origin")/$(name_of "$route").$run.json"
      # Now and then Chromium's trace misses the navigation's start and Lighthouse reports a runtime
      # error instead of scores (NO_NAVSTART); such a run is made again, up to twice.
      for _ in 1 2 3; do
        rm -f "$report"
        CHROME_PATH=$CHROME npx -y lighthouse@13.5.0 "$origin$route" --quiet \
          --chrome-flags="${HEADLESS}--no-sandbox --disable-gpu" \
          --only-categories=performance,accessibility,best-practices,seo \
          --output=json --output-path="$report" </dev/null >/dev/null 2>&1 || true
        node -e 'process.exit(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).runtimeError ? 1 : 0)' \
          "$report" 2>/dev/null && break
      done
    done
  done <"$OUT/routes.txt"
  echo "pass $run ended: $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/passes.txt"
done

for origin in "$@"; do
  [ $# -eq 1 ] || printf '\n%s\n\n' "$origin"
  echo "| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |"
  echo "| --- | --: | --: | --: | --: | --: | --: | --: | --: |"
  folder=$(folder_of "$origin")
  while read -r route; do
    name=$(name_of "$route")
    node median-report.mjs "$folder/$name.json" "${route:-/}" "$folder/$name".*.json
    node summarize.mjs "$folder/$name.json" "${route:-/}"
  done <"$OUT/routes.txt"
done
