import { gql } from '@apollo/client';

export interface ReadModelStatus {
  name: string;
  tables: string[];
  checkpoint: string;
  checkpointAt: string | null;
  lag: number;
  lagCapped: boolean;
  lastError: { message: string; at: string } | null;
  rebuild: { applied: number; total: number; startedAt: string; finishedAt: string | null; error: string | null; cancelled: boolean } | null;
}

const STATUS = 'name tables checkpoint checkpointAt lag lagCapped lastError { message at } rebuild { applied total startedAt finishedAt error cancelled }';

export const READ_MODELS = gql`query ReadModels { readModels { ${STATUS} } }`;
export const REBUILD_READ_MODEL = gql`mutation RebuildReadModel($name: String!) { readModelRebuild(name: $name) { ${STATUS} } }`;
export const CANCEL_REBUILD = gql`mutation CancelReadModelRebuild($name: String!) { readModelRebuildCancel(name: $name) { ${STATUS} } }`;

export const COMPARE_WITH_REPLAY = gql`mutation CompareReadModelWithReplay($name: String!) {
  readModelCompareWithReplay(name: $name) { table onlyLive onlyReplay liveSamples replaySamples }
}`;

/** What the operator is told once a cancel has been answered: a rebuild already swapping finishes. */
export const cancelOutcomeText = (name: string, rebuild: ReadModelStatus['rebuild']): string =>
  rebuild?.cancelled ? `Rebuild of ${name} cancelled; the read model is as it was.` : `The rebuild of ${name} had already finished and was kept.`;

/** 0-100 for the progress bar; a rebuild can apply a few more events than it counted at its start. */
export const rebuildPercent = ({ applied, total }: { applied: number; total: number }): number =>
  total === 0 ? 100 : Math.min(100, Math.round((applied / total) * 100));

export const lagText = ({ lag, lagCapped }: Pick<ReadModelStatus, 'lag' | 'lagCapped'>): string =>
  lag === 0 ? 'Up to date' : `${lag.toLocaleString('en-GB')}${lagCapped ? '+' : ''} events behind`;
