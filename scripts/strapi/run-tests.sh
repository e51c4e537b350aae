#!/usr/bin/env bash
# The site's journeys against a real Strapi 5 (tests/strapi-real): prepares Strapi outside the
# checkout (scripts/strapi/prepare.sh: a cold npm install the first time, then reused), then runs the
# tests, which start Strapi on a fresh seeded database and the site against it.
#
# Exit status: 3 when Strapi could not be INSTALLED (registry or tool chain; prepare.sh says why), 4
# when STRAPI_WARM_ONLY=1 and the cache has no install, otherwise the tests' status. Set
# INTEGRATION_BUILD_DIR to a production build (`npm run build`) to run the site as `npm start` does:
# about three times faster than the development server.
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$SECONDS
status=0
project_dir="$(scripts/strapi/prepare.sh | tail -n 1)" || status=$?
if [ "$status" != 0 ]; then
  [ "$status" = 4 ] || status=3
  exit "$status"
fi
echo "run-tests: Strapi prepared in $((SECONDS - start)) s at $project_dir" >&2
tests=$SECONDS
STRAPI_PROJECT_DIR="$project_dir" npx vitest run --config tests/strapi-real/vitest.config.ts "$@"
echo "run-tests: journeys took $((SECONDS - tests)) s, $((SECONDS - start)) s in all" >&2
