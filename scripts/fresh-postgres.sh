#!/usr/bin/env bash
# A brand-new Postgres cluster for one test run: initdb into a temporary directory, started on its
# own port with trust auth on loopback, so the tests meet a server whose transaction ids start
# low, as on a new user's machine. CI runs the suite on one (.ci/run); a developer runs it on the
# machine's long-lived server (npm test); the suite must pass on both.
#
#   bash scripts/fresh-postgres.sh start [PORT]   # prints the server URL for TEST_DATABASE_URL
#   bash scripts/fresh-postgres.sh stop DIR       # stops the cluster started in DIR and removes it
#
# Durability is switched off (fsync, synchronous_commit): the cluster lives for one test run.
set -euo pipefail

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
# Postgres refuses to run as root; as root, run its tools as the postgres user.
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    port="${2:-55432}"
    bin="$(bin_dir)"
    [ -n "$bin" ] || { echo "fresh-postgres.sh: no Postgres binaries under /usr/lib/postgresql" >&2; exit 1; }
    dir="$(mktemp -d /tmp/tracklight-pg.XXXXXX)"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres $dir"
    ;;
  stop)
    dir="${2:?usage: fresh-postgres.sh stop DIR}"
    as_postgres "$(bin_dir)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start [PORT] | stop DIR" >&2; exit 2 ;;
esac
