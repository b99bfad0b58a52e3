// An audit's log file (pino's JSON lines) as the technical report shows it: one entry per line,
// the level by name, the message, and the rest of the line's fields as details.
import { levels } from 'pino';

export interface AuditLogEntry {
  time: string;
  level: string;
  attempt: number | null;
  msg: string;
  /** The line's own fields (stage, endedBy, waitedMs, err...), without the audit's bindings. */
  details: Record<string, unknown>;
}

export interface AuditLogView {
  auditId: string;
  entries: AuditLogEntry[];
}

const BINDINGS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'auditId', 'batchId', 'attempt', 'workerId']);

export function readAuditLog(auditId: string, text: string): AuditLogView {
  const entries: AuditLogEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      // A line cut short by a crash mid-write: the lines around it still read.
      continue;
    }
    entries.push({
      time: new Date(Number(parsed.time)).toISOString(),
      level: levels.labels[Number(parsed.level)] ?? String(parsed.level),
      attempt: typeof parsed.attempt === 'number' ? parsed.attempt : null,
      msg: String(parsed.msg ?? ''),
      details: Object.fromEntries(Object.entries(parsed).filter(([key]) => !BINDINGS.has(key))),
    });
  }
  return { auditId, entries };
}
