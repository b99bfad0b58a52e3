import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DetectedPlatformData } from './technical-report-data';

const SIGNAL_KIND_LABELS: Record<string, string> = {
  asset: 'Asset URL',
  global: 'Global',
  header: 'Document header',
  cookie: 'Cookie',
  metaGenerator: 'Meta generator',
};

const CONFIDENCE_LABELS: Record<string, string> = {
  low: 'Low (one kind of signal)',
  medium: 'Medium (two kinds)',
  high: 'High (three kinds or more)',
};

/** The e-commerce platforms the engine recognised (CMS › Platforms), with the signals that gave each away. */
export const PlatformsTable = ({ platforms }: { platforms: DetectedPlatformData[] | null }) => {
  if (platforms === null) {
    return <Typography color="text.secondary">Not recorded: this audit ran before platforms were detected.</Typography>;
  }
  if (!platforms.length) return <Typography color="text.secondary">No e-commerce platform was recognised.</Typography>;
  return (
    <Table size="small" data-testid="detected-platforms">
      <TableHead>
        <TableRow>
          <TableCell>Platform</TableCell>
          <TableCell>Confidence</TableCell>
          <TableCell>Signals</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {platforms.map((platform) => (
          <TableRow key={platform.id}>
            <TableCell>{platform.name}</TableCell>
            <TableCell>{CONFIDENCE_LABELS[platform.confidence] ?? platform.confidence}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all', maxWidth: 620 }}>
              {platform.signals.map((signal, index) => (
                <div key={index}>
                  {SIGNAL_KIND_LABELS[signal.kind] ?? signal.kind}: {signal.value}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
