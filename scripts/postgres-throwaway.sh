#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for tests and benchmarks, and prints
# the DATABASE_URL to use. Needs Debian's postgresql package; run as root or as postgres.
# Usage: scripts/postgres-throwaway.sh [port]   (stop with: scripts/postgres-throwaway.sh stop)
# SAHAYI_PG_ROOT picks another directory (default /tmp/sahayi-pg), so two clusters can run
# side by side; the same variable must be set to stop it.
set -euo pipefail
PORT="${1:-55432}"
ROOT="${SAHAYI_PG_ROOT:-/tmp/sahayi-pg}"
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "$PORT" = stop ]; then
  as_postgres "$BIN/pg_ctl" -D "$ROOT/data" -m fast stop || true
  exit 0
fi

if [ -f "$ROOT/data/postmaster.pid" ]; then
  as_postgres "$BIN/pg_ctl" -D "$ROOT/data" -m fast stop >/dev/null 2>&1 || true
fi
rm -rf "$ROOT"
mkdir -p "$ROOT/socket"
[ "$(id -u)" = 0 ] && chown -R postgres:postgres "$ROOT"
as_postgres "$BIN/initdb" -D "$ROOT/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_postgres "$BIN/pg_ctl" -D "$ROOT/data" -l "$ROOT/log" -w \
  -o "-p $PORT -k $ROOT/socket -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres sahayi
echo "postgres://postgres@127.0.0.1:$PORT/sahayi"
