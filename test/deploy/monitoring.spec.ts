import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { collectProcessMetrics, processMetricsRegistry, ProductMetrics } from '@tracklight/metrics';

const MONITORING = join(__dirname, '../../deploy/monitoring');

/** Words of PromQL that are neither functions (followed by a bracket) nor metrics. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, range
 * selectors and grouping clauses are taken out, less functions and keywords.
 */
const metricNamesIn = (expression: string): string[] =>
  (expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .match(/(?<![\w.])[a-zA-Z_:][\w:]*(?![\w:]|\s*\()/g) ?? []).filter((word) => !KEYWORDS.has(word));

/** Every series name a process serves (Node's process metrics included): a histogram's as its _bucket, _sum and _count. */
const servedSeries = (): Set<string> => {
  collectProcessMetrics();
  return new Set(
    [processMetricsRegistry()!, new ProductMetrics().registry]
      .flatMap((registry) => registry.getMetricsAsArray())
      .flatMap(({ name, type }) => (String(type) === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name])),
  );
};

const ruleExpressions = (): string[] => {
  const rules = parse(readFileSync(join(MONITORING, 'alert-rules.yaml'), 'utf8')) as { groups: { rules: { expr: string }[] }[] };
  return rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
};

const dashboardExpressions = (): string[] => {
  const dashboard = JSON.parse(readFileSync(join(MONITORING, 'grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
  return dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
};

describe('the monitoring files (deploy/monitoring)', () => {
  it('finds the metric names of an expression, and only those', () => {
    expect(metricNamesIn('sum by (le, queue) (rate(nope_seconds_bucket{status=~"5..", queue="a"}[5m])) / clamp_min(other_total, 1e-9) > bool 0.5')).toEqual([
      'nope_seconds_bucket',
      'other_total',
    ]);
  });

  it.each([
    ['alert rules', ruleExpressions],
    ['Grafana dashboard', dashboardExpressions],
  ])('%s read only metrics the product serves', (_file, expressions) => {
    const used = new Set(expressions().flatMap(metricNamesIn));
    expect(used.size).toBeGreaterThan(3);
    const served = servedSeries();
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
  });
});
