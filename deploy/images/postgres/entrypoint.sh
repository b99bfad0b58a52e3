#!/usr/bin/env bash
# First start: initdb into $PGDATA with POSTGRES_USER (postgres) and POSTGRES_PASSWORD (required),
# password logins from any address, and POSTGRES_DB created. Every start: Postgres in the foreground.
set -euo pipefail
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"

if [[ ! -s "$PGDATA/PG_VERSION" ]]; then
  if [[ -z "${POSTGRES_PASSWORD:-}" ]]; then
    echo "postgres: set POSTGRES_PASSWORD: the first start creates the '$user' user with it" >&2
    exit 1
  fi
  pwfile="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [[ "$db" != postgres ]]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "postgres: initialised $PGDATA (user $user, database $db)"
fi

exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/run/postgresql "$@"
