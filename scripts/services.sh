#!/usr/bin/env bash
# Starts the services the integration tests use when they are not already running:
# Postgres (127.0.0.1:5432, trust auth), Redis (127.0.0.1:6379) and a single Kafka broker
# (127.0.0.1:9092, deploy/kafka). Installs Postgres and Redis from Debian's packages if missing.
set -euo pipefail
cd "$(dirname "$0")/.."

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "missing: $* (install it, or run as root so this script can)" >&2; exit 1
  fi
}

postgres_up() {
  port_open 5432 && return
  command -v pg_ctlcluster >/dev/null || apt_install postgresql
  local version; version=$(ls /etc/postgresql | sort -V | tail -1)
  # Trust on loopback, as the tests expect (a fresh Debian cluster asks for passwords).
  local hba="/etc/postgresql/$version/main/pg_hba.conf"
  grep -q '^host all all 127.0.0.1/32 trust' "$hba" || sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 30); do port_open 5432 && return; sleep 1; done
  echo "Postgres did not start" >&2; exit 1
}

redis_up() {
  port_open 6379 && return
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 30); do port_open 6379 && return; sleep 1; done
  echo "Redis did not start" >&2; exit 1
}

case "${1:-up}" in
  up)
    postgres_up
    redis_up
    bash deploy/kafka/kafka.sh start
    ;;
  down) bash deploy/kafka/kafka.sh stop ;;
  *) echo "usage: $0 up|down" >&2; exit 2 ;;
esac
