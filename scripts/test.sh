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
# Lint and type-check beside the build (each mostly one core): its output follows the build's.
lint_log="$(mktemp)"
npm run lint >"$lint_log" 2>&1 & lint_pid=$!
npm run build
lint_status=0; wait "$lint_pid" || lint_status=$?
cat "$lint_log"; rm -f "$lint_log"
[ "$lint_status" = 0 ] || { echo "test.sh: lint failed" >&2; exit "$lint_status"; }
export KAFKA_BROKERS_FOR_TESTS="${KAFKA_BROKERS_FOR_TESTS:-127.0.0.1:9092}"
# Pure specs, then integration specs. Every file has its own database, sandbox and ports; the
# sandbox audits' windows and limits (test/sandbox/audit-env.ts) leave room for other
# Chromium-driving files beside one. How many integration files run at a time (INT_WORKERS sets
# it) follows the machine's speed, read from the pure specs' own run (decision 0048): three on a
# machine that runs them in 16 s or less (much of an integration file's time is waiting), two on a
# slower one, where a third file drove the load past 20 and browser tests out of their time.
pure_started=$SECONDS
npx jest --maxWorkers=2 --testPathIgnorePatterns int-spec "$@"
pure_seconds=$((SECONDS - pure_started))
int_workers="${INT_WORKERS:-$([ "$pure_seconds" -le 16 ] && echo 3 || echo 2)}"
echo "test.sh: pure specs took ${pure_seconds} s; integration specs ${int_workers} files at a time"
npx jest --maxWorkers="$int_workers" --testRegex 'int-spec\.ts$' "$@"
