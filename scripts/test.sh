#!/usr/bin/env bash
# The whole test suite: brings up what the tests talk to (Postgres, Redis, the Kafka broker) when
# it is not running, then lint, type-check, build, and every jest test (pure and integration).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/services.sh up
npm run lint
npm run build
export KAFKA_BROKERS_FOR_TESTS="${KAFKA_BROKERS_FOR_TESTS:-127.0.0.1:9092}"
npx jest --maxWorkers=2 "$@"
