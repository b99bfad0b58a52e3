#!/usr/bin/env bash
# Runs a built file on Node 24 LTS (scripts/node24.sh): `bash scripts/node.sh dist/<file>.js [args]`.
# npm start, the replay tool, the sandbox and the benchmarks all start through it.
set -euo pipefail
cd "$(dirname "$0")/.."
PATH="$(bash scripts/node24.sh):$PATH"
exec node "$@"
