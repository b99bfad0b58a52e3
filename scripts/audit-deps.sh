#!/usr/bin/env bash
# Dependencies (issue 18): the packages that ship (`npm audit --omit=dev`) must carry no high or
# critical advisory. Fails on one; when the registry's advisory endpoint cannot be reached (offline
# machines, mirrors without the audit API) it says so and does not fail the run.
set -uo pipefail
cd "$(dirname "$0")/.."
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
timeout 120 npm audit --omit=dev --json >"$report" 2>/dev/null
node - "$report" <<'JS'
const report = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8') || '{}');
const counts = report.metadata && report.metadata.vulnerabilities;
if (!counts) {
  const why = String(report.message || (report.error && report.error.summary) || 'no answer').replace(/https?:\/\/\S+/g, 'the advisory URL');
  console.log(`audit-deps: SKIPPED, the registry's advisory endpoint did not answer (${why}); run npm audit --omit=dev where it can.`);
  process.exit(0);
}
const serious = (counts.high || 0) + (counts.critical || 0);
console.log(`audit-deps: production dependencies: ${counts.critical || 0} critical, ${counts.high || 0} high, ${counts.moderate || 0} moderate, ${counts.low || 0} low advisories`);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities || {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.log(`  ${v.severity}: ${name} (${v.range || ''})`);
  }
  process.exit(1);
}
JS
