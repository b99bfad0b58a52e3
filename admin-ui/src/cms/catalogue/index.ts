import { CATALOGUE_SPECS } from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { inSentence } from './in-sentence';

/**
 * The CMS's generic kinds (libs/cms-catalogue), each a react-admin resource named after its kind;
 * their screens are listed by the folders that place them (cms/content, cms/narratives, ...).
 */
export const catalogueScreen: Screen = {
  resources: CATALOGUE_SPECS.map((spec) => ({ name: spec.kind, label: inSentence(spec.plural) })),
  queries: Object.fromEntries(CATALOGUE_SPECS.map((spec) => [spec.kind, async () => (await import('./catalogue-queries')).catalogueQueries(spec)])),
};
