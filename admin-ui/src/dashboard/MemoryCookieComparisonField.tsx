import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { isMemoryCookieStatus, memoryCookieComparison, type MemoryCookieStatus } from '@tracklight/presentation';
import { compareWithNext, compareWithPrevious } from '../audit-compare/compare-paths';

interface ComparedAudit {
  id: string;
  memoryCookieStatus: string | null;
  previousComparisonAudit: { id: string; memoryCookieStatus: string | null } | null;
  nextComparisonAudit: { id: string; memoryCookieStatus: string | null } | null;
}

// The read model stores statuses as plain text; the shared rule compares the known values.
const known = (status: string | null): MemoryCookieStatus | null => (status && isMemoryCookieStatus(status) ? status : null);
const neighbour = (audit: { memoryCookieStatus: string | null } | null) => audit && { memoryCookieStatus: known(audit.memoryCookieStatus) };

/** 'Different' or 'Same' opens the two runs' evidence side by side; with no neighbour there is nothing to open. */
const Compared = ({ text, to, label }: { text: string; to: string | null; label: string }) =>
  to ? (
    <Link to={to} aria-label={`${text}: ${label}`}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );

/** How this run's verdict compares with the previous and next run of the same link (libs/presentation). */
export const MemoryCookieComparisonField = () => {
  const audit = useRecordContext<ComparedAudit>();
  if (!audit) return null;
  const { previous, next } = memoryCookieComparison({
    memoryCookieStatus: known(audit.memoryCookieStatus),
    previousComparisonAudit: neighbour(audit.previousComparisonAudit),
    nextComparisonAudit: neighbour(audit.nextComparisonAudit),
  });
  const before = audit.previousComparisonAudit;
  const after = audit.nextComparisonAudit;
  return (
    <div data-testid="memory-cookie-comparison">
      <Typography variant="body2">
        Most recent:{' '}
        <Compared text={previous} to={before && compareWithPrevious(audit.id, before.id)} label="compare with the previous run" />
      </Typography>
      <Typography variant="body2">
        Next: <Compared text={next} to={after && compareWithNext(audit.id, after.id)} label="compare with the next run" />
      </Typography>
    </div>
  );
};
