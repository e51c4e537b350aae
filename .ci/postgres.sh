#!/usr/bin/env bash
# PostgreSQL for the lead pipeline's PostgreSQL test run: installs Debian's postgresql when
# missing, creates/starts cluster 15/main, (re)creates an empty test role + database, and prints its
# DATABASE_URL on stdout (everything else goes to stderr). Safe to run again on a machine where it
# is already installed and started. Needs root (apt-get, runuser).
set -euo pipefail
VERSION=15
ROLE=northpeak_test
DB=northpeak_test

if [ ! -x "/usr/lib/postgresql/$VERSION/bin/postgres" ]; then
  echo "installing postgresql $VERSION" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main"' | grep -q .; then
  pg_createcluster "$VERSION" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" main start >&2
fi
PORT=$(pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $3}')
for _ in $(seq 1 30); do
  runuser -u postgres -- pg_isready -q -p "$PORT" && break
  sleep 1
done

psql_admin() { runuser -u postgres -- psql -p "$PORT" -v ON_ERROR_STOP=1 -qtA "$@"; }
if [ "$(psql_admin -c "select 1 from pg_roles where rolname = '$ROLE'")" != "1" ]; then
  psql_admin -c "create role $ROLE login password '$ROLE'" >&2
fi
psql_admin -c "drop database if exists $DB with (force)" >&2
psql_admin -c "create database $DB owner $ROLE" >&2
echo "postgres://$ROLE:$ROLE@127.0.0.1:$PORT/$DB"
