import { NARRATIVE_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRestController } from '../catalogue/catalogue-rest.controller';

/** GET /cms/narratives and GET /cms/narratives/{id} (spec section 7). */
export const NarrativesController = catalogueRestController(NARRATIVE_SPEC, 'cms/narratives');
