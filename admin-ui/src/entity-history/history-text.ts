import type { HistoryEntry } from './history-queries';

/** 'NetworkSuccessCriteriaChanged' → 'Network success criteria changed'. */
export const readableEventType = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'successCriteria.alp.cookies' → 'success criteria › alp › cookies'. */
export const readableField = (path: string): string =>
  path
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ');

/** A value as people read it: text without quotes, 'empty' for null, lists and objects as JSON. */
export const readableValue = (json: string | null): string => {
  if (json === null) return '(not set)';
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || value === '') return '(empty)';
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    return json;
  } catch {
    // Cut to a readable length on the server, so no longer JSON: show as it came.
    return json;
  }
};

/** Who did it: the user's name and e-mail, an API key, or the system (seeds, schedules, workers). */
export const actorText = (entry: Pick<HistoryEntry, 'actor' | 'apiKeyId'>): string => {
  const via = entry.apiKeyId ? ' (with an API key)' : '';
  if (!entry.actor) return `System${via}`;
  const { name, email, id } = entry.actor;
  if (!name && !email) return `Removed user ${id}${via}`;
  return `${name ?? ''}${email ? ` <${email}>` : ''}${via}`.trim();
};

/** A `datetime-local` input's value (local time) as the ISO instant the API takes; null when blank or invalid. */
export const instantOf = (local: string): string | null => {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
