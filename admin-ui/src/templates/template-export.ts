import { safeExporter } from '../export/safe-exporter';
import { describeSchedule, loadedSchedule } from './schedule';
import type { TemplateRecord } from './template-types';

/** Scheduling's CSV: the columns the list shows, the run times as ISO like every export's dates. */
export const templateExporter = safeExporter<TemplateRecord>('templates', [
  { header: 'Name', value: (template) => template.name },
  { header: 'Links', value: (template) => template.numLinks },
  { header: 'Schedule', value: (template) => describeSchedule(loadedSchedule(template)) },
  { header: 'Next run', value: (template) => (template.scheduledRunningPaused ? 'Paused' : (template.nextScheduledRunAt ?? '')) },
  { header: 'Last run', value: (template) => template.lastRunBatch?.startedAt ?? '' },
]);
