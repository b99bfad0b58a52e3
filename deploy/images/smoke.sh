#!/usr/bin/env bash
# Proves the images built by build.sh run: Postgres, Redis, Kafka and the object store on a
# user-defined network, each waited on until its HEALTHCHECK says healthy; then the product's
# all-in-one against them (healthy, /health/ready answering 200, the super admin logging in) and
# one audit-runner worker (healthy, its Chromium starting with its sandbox on as a non-root user,
# under deploy/images/tracklight/seccomp-chromium.json). Prints each container's time to healthy; removes everything it
# started, also on failure. Not part of `npm test`: it needs dockerd and the images.
#   bash deploy/images/smoke.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

NET=tracklight-smoke
PREFIX=tracklight-smoke
PASSWORD=smoke-test-password
APP_IMAGE="${TRACKLIGHT_IMAGE:-tracklight/tracklight:latest}"
started=()

fail() { echo "smoke: $*" >&2; exit 1; }
cleanup() {
  for name in "${started[@]}"; do docker rm -f -v "$name" >/dev/null 2>&1 || true; done
  docker network rm "$NET" >/dev/null 2>&1 || true
}
trap cleanup EXIT

docker info >/dev/null 2>&1 || fail "dockerd is not running (as root: nohup dockerd > /tmp/dockerd.log 2>&1 &)"
cleanup
docker network create "$NET" >/dev/null

# start NAME IMAGE [docker run options...] [-- command...]: the container answers on NET as NAME.
start() {
  local name="$1" image="$2"
  shift 2
  local options=() command=()
  while (($#)) && [[ "$1" != -- ]]; do options+=("$1"); shift; done
  (($#)) && shift && command=("$@")
  docker image inspect "$image" >/dev/null 2>&1 || fail "no image $image (npm run images)"
  docker run -d --name "$PREFIX-$name" --hostname "$name" --network "$NET" --network-alias "$name" \
    "${options[@]}" "$image" "${command[@]}" >/dev/null
  started+=("$PREFIX-$name")
}

# Waits for the container's HEALTHCHECK to say healthy; prints the time from the container's start.
healthy() {
  local name="$PREFIX-$1" limit="${2:-180}" began=$SECONDS status since passed
  since="$(date -d "$(docker inspect -f '{{.State.StartedAt}}' "$name")" +%s%N)"
  while ((SECONDS - began < limit)); do
    status="$(docker inspect -f '{{.State.Status}} {{.State.Health.Status}}' "$name")"
    case "$status" in
      "running healthy")
        # The end of its first passing check: the checks run every few seconds, so this is late by up to one interval.
        passed="$(docker inspect -f '{{range .State.Health.Log}}{{if eq .ExitCode 0}}{{.End}}{{"\n"}}{{end}}{{end}}' "$name" | head -n 1 | sed "s/ UTC$//")"
        printf 'smoke: %-14s healthy %5.1f s after its start\n' "$1" "$(((($(date -d "$passed" +%s%N) - since) / 100000000)))e-1"
        return 0
        ;;
      exited* | dead*) docker logs --tail 40 "$name" >&2; fail "$1 stopped ($status)" ;;
    esac
    sleep 1
  done
  docker logs --tail 40 "$name" >&2
  fail "$1 not healthy after $limit s ($status)"
}

# An HTTP call from inside the app container (no published ports): prints the status and body.
http() {
  docker exec "$PREFIX-app" node -e '
    const [method, path, body] = process.argv.slice(1);
    fetch(`http://127.0.0.1:3000${path}`, { method, headers: { "content-type": "application/json" }, body: body || undefined })
      .then(async (r) => console.log(r.status, await r.text()), (e) => { console.log(0, e.message); });
  ' "$@"
}

began=$SECONDS
start postgres tracklight/postgres:local -e POSTGRES_PASSWORD=tracklight -e POSTGRES_DB=tracklight
start redis tracklight/redis:local
start kafka tracklight/kafka:local
start object-store tracklight/object-store:local
healthy postgres
healthy redis
healthy kafka
healthy object-store

app_env=(
  -e DATABASE_URL=postgres://postgres:tracklight@postgres:5432/tracklight
  -e REDIS_URL=redis://redis:6379
  -e KAFKA_BROKERS=kafka:9092
  -e JWT_SECRET=smoke-test-secret-of-at-least-32-characters
  -e ADMIN_PASSWORD="$PASSWORD"
)
# The browser's own sandbox needs user namespaces, which Docker's default seccomp profile refuses.
chromium_profile=(--security-opt seccomp=deploy/images/tracklight/seccomp-chromium.json)
start app "$APP_IMAGE" "${app_env[@]}" "${chromium_profile[@]}" -e AUDIT_WORKER=false
healthy app 240
start audit-runner "$APP_IMAGE" "${app_env[@]}" "${chromium_profile[@]}" -e PORT=3001 -- node dist/apps/audit-runner/main.js
healthy audit-runner 240
page="$(docker exec "$PREFIX-audit-runner" chromium --headless=new --disable-gpu --dump-dom 'data:text/html,<p>sandboxed</p>' 2>/dev/null || true)"
[[ "$page" == *'<p>sandboxed</p>'* ]] || fail "Chromium did not start in the audit-runner container with its sandbox on"
echo "smoke: Chromium renders a page in the worker, sandbox on"

ready="$(http GET /health/ready)"
[[ "$ready" == 200* ]] || fail "/health/ready answered: $ready"
echo "smoke: /health/ready 200"
login="$(http POST /auth/login "{\"username\":\"admin@tracklight.local\",\"password\":\"$PASSWORD\"}")"
[[ "$login" == 20[01]* && "$login" == *accessToken* ]] || fail "the super admin could not log in: ${login:0:300}"
echo "smoke: the super admin logged in"
[[ "$(docker exec "$PREFIX-app" id -u)" != 0 ]] || fail "the product runs as root"
echo "smoke: passed in $((SECONDS - began)) s"
