#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests: `source scripts/postgres-test-cluster.sh` starts one in a temporary
# folder on a free port (as the postgres user when run as root: PostgreSQL refuses to run as root), exports
# TILLWISE_TEST_POSTGRES_URL for `npm test`, and stops and removes it when the calling shell exits.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed: the tests run on SQLite only"
  return 0 2>/dev/null || exit 0
fi
pg_dir=$(mktemp -d /tmp/tillwise-pg-XXXXXX)
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
as_owner "'$pg_bin/initdb' -D '$pg_dir/data' -A trust -U postgres >/dev/null"
# The data is thrown away afterwards, so durability is traded for speed.
as_owner "'$pg_bin/pg_ctl' -D '$pg_dir/data' -l '$pg_dir/log' -w \
  -o \"-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300\" start >/dev/null"
stop_test_postgres() {
  as_owner "'$pg_bin/pg_ctl' -D '$pg_dir/data' -m immediate stop >/dev/null" || true
  rm -rf "$pg_dir"
}
trap stop_test_postgres EXIT
export TILLWISE_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') for the tests on port $pg_port"
