#!/usr/bin/env bash
# `npm run test:stress`: the integration specs beside a CPU load that keeps about four processes per
# core runnable (scripts/cpu-burner.js, started and stopped here), as a loaded CI machine would run
# them; then the failures, if any. A test that fails here fails by luck in CI: find its cause
# (docs/testing.md). Arguments go to jest (a file or -t to narrow it); STRESS_LOAD_PER_CORE sets
# the load, INT_WORKERS the files at a time (default 2, a slow CI machine's choice).
set -euo pipefail
cd "$(dirname "$0")/.."
PATH="$(bash scripts/node24.sh):$PATH"

bash scripts/services.sh up
[ -n "${STRESS_SKIP_BUILD:-}" ] || npm run build >/dev/null
export KAFKA_BROKERS_FOR_TESTS="${KAFKA_BROKERS_FOR_TESTS:-127.0.0.1:9092}"
rm -rf test-artifacts/timings

node scripts/cpu-burner.js & burner=$!
trap 'kill "$burner" 2>/dev/null || true' EXIT
began=$SECONDS
status=0
# The files and -t first: jest takes what follows an array option (--testRegex) as more of its values.
npx jest "$@" --maxWorkers="${INT_WORKERS:-2}" --testRegex 'int-spec\.ts$' --testPathIgnorePatterns test/containers || status=$?
kill "$burner" 2>/dev/null || true
echo "stress: the integration specs took $((SECONDS - began)) s beside the load; load average now $(cut -d' ' -f1-3 /proc/loadavg)"
node -e '
  const { files } = require("./test-artifacts/timings/test-timings.json");
  const failed = files.filter((file) => file.failed);
  console.log(failed.length === 0 ? `stress: every one of ${files.length} files passed` : `stress: ${failed.length} of ${files.length} files failed:`);
  for (const file of failed) for (const name of file.names.filter((name) => name.startsWith("[failed]"))) console.log(`  ${file.file}: ${name}`);
'
exit "$status"
