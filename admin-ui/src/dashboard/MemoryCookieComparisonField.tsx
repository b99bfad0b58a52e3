import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isMemoryCookieStatus, memoryCookieComparison, type MemoryCookieStatus } from '@tracklight/presentation';

interface ComparedAudit {
  memoryCookieStatus: string | null;
  previousComparisonAudit: { memoryCookieStatus: string | null } | null;
  nextComparisonAudit: { memoryCookieStatus: string | null } | null;
}

// The read model stores statuses as plain text; the shared rule compares the known values.
const known = (status: string | null): MemoryCookieStatus | null => (status && isMemoryCookieStatus(status) ? status : null);
const neighbour = (audit: { memoryCookieStatus: string | null } | null) => audit && { memoryCookieStatus: known(audit.memoryCookieStatus) };

/** How this run's verdict compares with the previous and next run of the same link (libs/presentation). */
export const MemoryCookieComparisonField = () => {
  const audit = useRecordContext<ComparedAudit & { id: string }>();
  if (!audit) return null;
  const { previous, next } = memoryCookieComparison({
    memoryCookieStatus: known(audit.memoryCookieStatus),
    previousComparisonAudit: neighbour(audit.previousComparisonAudit),
    nextComparisonAudit: neighbour(audit.nextComparisonAudit),
  });
  return (
    <div data-testid="memory-cookie-comparison">
      <Typography variant="body2">Most recent: {previous}</Typography>
      <Typography variant="body2">Next: {next}</Typography>
    </div>
  );
};
