import { LANDING_STAGES, type AuditEvidence } from '@tracklight/contracts';
import { percentile } from './measure';

/**
 * Where engine audits spend their time: per stage and wait step (load, settle, opt-in...), the
 * mean wait and what ended it, from each stage's recorded StageWait; the rest of an audit is
 * navigation to the landing page and observing (screenshots, cookies, storage).
 */
export class StageTimes {
  private audits: number[] = [];
  private readonly waits = new Map<string, { ms: number[]; endedBy: Map<string, number> }>();

  clear(): void {
    this.audits = [];
    this.waits.clear();
  }

  add(evidence: AuditEvidence, auditMs: number): void {
    this.audits.push(auditMs);
    for (const stage of evidence.stages) {
      for (const step of stage.wait?.steps ?? []) {
        const key = `${stage.stage} ${step.step}`;
        const entry = this.waits.get(key) ?? { ms: [], endedBy: new Map<string, number>() };
        entry.ms.push(step.waitedMs);
        entry.endedBy.set(step.endedBy, (entry.endedBy.get(step.endedBy) ?? 0) + 1);
        this.waits.set(key, entry);
      }
    }
  }

  print(): void {
    const total = this.audits.reduce((sum, ms) => sum + ms, 0);
    const order = (key: string) => LANDING_STAGES.indexOf(key.split(' ')[0] as (typeof LANDING_STAGES)[number]);
    let waited = 0;
    for (const [key, { ms, endedBy }] of [...this.waits].sort(([a], [b]) => order(a) - order(b))) {
      const sum = ms.reduce((a, b) => a + b, 0);
      waited += sum;
      const sorted = [...ms].sort((a, b) => a - b);
      const reasons = [...endedBy].map(([reason, count]) => `${reason} ${count}`).join(', ');
      console.log(
        `   ${key.padEnd(34)} ${String(Math.round(sum / this.audits.length)).padStart(6)} ms/audit   p50 ${Math.round(percentile(sorted, 50))} ms   ended by: ${reasons}`,
      );
    }
    console.log(
      `   ${'navigation, observing, the rest'.padEnd(34)} ${String(Math.round((total - waited) / Math.max(1, this.audits.length))).padStart(6)} ms/audit`,
    );
  }
}
