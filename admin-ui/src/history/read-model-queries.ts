import { gql } from '@apollo/client';

export interface ReadModelStatus {
  name: string;
  tables: string[];
  checkpoint: string;
  checkpointAt: string | null;
  lag: number;
  lagCapped: boolean;
  lastError: { message: string; at: string } | null;
  rebuild: { applied: number; total: number; startedAt: string; finishedAt: string | null; error: string | null } | null;
}

const STATUS = 'name tables checkpoint checkpointAt lag lagCapped lastError { message at } rebuild { applied total startedAt finishedAt error }';

export const READ_MODELS = gql`query ReadModels { readModels { ${STATUS} } }`;
export const REBUILD_READ_MODEL = gql`mutation RebuildReadModel($name: String!) { readModelRebuild(name: $name) { ${STATUS} } }`;

/** 0-100 for the progress bar; a rebuild can apply a few more events than it counted at its start. */
export const rebuildPercent = ({ applied, total }: { applied: number; total: number }): number =>
  total === 0 ? 100 : Math.min(100, Math.round((applied / total) * 100));

export const lagText = ({ lag, lagCapped }: Pick<ReadModelStatus, 'lag' | 'lagCapped'>): string =>
  lag === 0 ? 'Up to date' : `${lag.toLocaleString('en-GB')}${lagCapped ? '+' : ''} events behind`;
