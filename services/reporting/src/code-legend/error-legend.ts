import { DESCRIBED_ERROR_IDS } from '@tracklight/presentation';
import type { ErrorCatalogue } from '../cms-content/error-catalogue';
import { visibleErrors } from '../audits/audit-presenter';

export interface ErrorLegendEntry {
  id: string;
  description: string;
  staffOnly: boolean;
}

/** '10.2.1' before '10.10', as a reader scans numbered codes. */
const byNumberedId = (a: string, b: string): number => {
  const [left, right] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
};

/**
 * Every error id a reader can meet, with the text the audit pages show for it: the CMS's error
 * catalogue, and the shipped meanings for ids the catalogue does not (yet) hold. The same
 * visibility as on an audit (visibleErrors): staff-only errors are left out for publishers.
 */
export const errorLegend = (catalogue: ErrorCatalogue, staff: boolean): ErrorLegendEntry[] => {
  const ids = [...new Set([...catalogue.keys(), ...DESCRIBED_ERROR_IDS])].sort(byNumberedId);
  return visibleErrors(ids, catalogue, staff).flatMap(({ moonpullErrorId, description }) =>
    description ? [{ id: moonpullErrorId, description, staffOnly: catalogue.get(moonpullErrorId)?.moonpullOnly ?? false }] : [],
  );
};
