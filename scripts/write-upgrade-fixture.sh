#!/usr/bin/env bash
# Writes an upgrade fixture: the database an earlier release leaves after trading, for the upgrade test
# (server/src/setup/upgrade.test.ts) to take through today's migrations. From the repository root, with PostgreSQL
# installed (as for `source scripts/postgres-test-cluster.sh`):
#   scripts/write-upgrade-fixture.sh <commit> <name>     e.g. scripts/write-upgrade-fixture.sh 5c363ca before-036
# Add one for the last commit before each migration that changes rows or columns. The release's own server
# (`server/src/server.ts` of that commit, in a git worktree) seeds the demo store on a fresh data folder, then
# scripts/upgrade-fixture-trading.ts trades on it through its HTTP API, as tills and the back office do. Then the
# server stops and its database is kept:
#   server/src/test/upgrade-fixtures/<name>/tillwise.db.gz   the SQLite file (WAL folded in, vacuumed)
#   server/src/test/upgrade-fixtures/<name>/postgres.sql.gz  the same trading on PostgreSQL, a plain pg_dump
set -euo pipefail
commit=$1
name=$2
repo=$PWD
out="$repo/server/src/test/upgrade-fixtures/$name"
work=$(mktemp -d /tmp/tillwise-fixture-XXXXXX)
release="$work/release"
server_pid=
stop_server() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && while kill -0 "$server_pid" 2>/dev/null; do sleep 0.2; done
  server_pid=
}
cleanup() {
  stop_server
  git -C "$repo" worktree remove --force "$release" 2>/dev/null || true
  git -C "$repo" worktree prune
  rm -rf "$work"
}
trap cleanup EXIT
git -C "$repo" worktree add --detach "$release" "$commit" >/dev/null
# The release's own workspace packages; every other package from this checkout's node_modules.
mkdir -p "$release/node_modules/@tillwise"
for entry in "$repo"/node_modules/* "$repo/node_modules/.bin"; do
  [ "${entry##*/}" = "@tillwise" ] || ln -s "$entry" "$release/node_modules/${entry##*/}"
done
for package in core server web; do ln -s "$release/$package" "$release/node_modules/@tillwise/$package"; done
mkdir -p "$out"

# trade <data-dir> [database-url]: the release's server on a free port, traded on, then stopped.
trade() {
  local port
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  mkdir -p "$1"
  (cd "$release" && DATA_DIR="$1" DATABASE_URL="${2:-}" PORT=$port HOST=127.0.0.1 HTTPS_PORT=off \
    TILLWISE_SCHEDULE_INTERVAL_MS=250 TILLWISE_LOG_FORMAT=json exec node --import tsx server/src/server.ts \
    >"$work/server.log" 2>&1) &
  server_pid=$!
  until curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; do
    kill -0 "$server_pid" 2>/dev/null || { tail -20 "$work/server.log"; exit 1; }
    sleep 0.5
  done
  node --import tsx "$repo/scripts/upgrade-fixture-trading.ts" "http://127.0.0.1:$port"
  stop_server
}

# SQLite: the release's database file, its WAL folded in.
trade "$work/sqlite"
node -e "const D=require('better-sqlite3');const d=new D(process.argv[1]);d.pragma('wal_checkpoint(TRUNCATE)');d.pragma('journal_mode = DELETE');d.exec('vacuum');d.close()" "$work/sqlite/tillwise.db"
gzip -9 -c "$work/sqlite/tillwise.db" >"$out/tillwise.db.gz"

# PostgreSQL: the same trading on a database of a throwaway cluster, dumped as plain SQL.
source "$repo/scripts/postgres-test-cluster.sh" >/dev/null
# The cluster's script stops it at exit: the worktree is removed too.
trap 'cleanup; stop_test_postgres' EXIT
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
"$pg_bin/psql" "$TILLWISE_TEST_POSTGRES_URL" -q -c "create database fixture"
fixture_url="${TILLWISE_TEST_POSTGRES_URL%/*}/fixture"
trade "$work/postgres" "$fixture_url"
"$pg_bin/pg_dump" --no-owner --no-privileges "$fixture_url" | gzip -9 >"$out/postgres.sql.gz"
echo "Wrote $out: $(cd "$out" && ls -sh | tail -n +2 | tr '\n' ' ')"
