#!/usr/bin/env bash
# The whole test suite: brings up what the tests talk to (Postgres, Redis, the Kafka broker) when
# it is not running, then lint, type-check, build, and every jest test (pure and integration).
set -euo pipefail
cd "$(dirname "$0")/.."
# Everything below runs on Node 24 LTS, fetched from the npm registry when the machine has another.
PATH="$(bash scripts/node24.sh):$PATH"
echo "test.sh: node $(node -v)"

bash scripts/services.sh up
# Production dependencies with a high or critical advisory fail here (skipped with a message offline).
bash scripts/audit-deps.sh
npm run lint
npm run build
export KAFKA_BROKERS_FOR_TESTS="${KAFKA_BROKERS_FOR_TESTS:-127.0.0.1:9092}"
# Pure specs in parallel; integration specs one file at a time: several Chromium-driving files at
# once on 2 cores push page timings past the engine's settle windows.
npx jest --maxWorkers=2 --testPathIgnorePatterns int-spec "$@"
npx jest --runInBand --testRegex 'int-spec\.ts$' "$@"
