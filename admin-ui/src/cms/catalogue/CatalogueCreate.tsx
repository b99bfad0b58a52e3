import { Create, useNotify, useRedirect } from 'react-admin';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import { editPathOf, type CataloguePaths } from './catalogue-paths';
import { CatalogueForm } from './CatalogueForm';
import { inSentence } from './in-sentence';

/** Create one item; the server's refusal (field named) shows as the flash message. */
export const CatalogueCreate = ({ spec, paths }: { spec: CatalogueSpec; paths: CataloguePaths }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const created = (item: { id: string }) => {
    notify(`${spec.label} created`, { type: 'success' });
    redirect(editPathOf(paths, item.id));
  };
  return (
    <Create resource={spec.kind} title={`Create ${inSentence(spec.label)}`} mutationOptions={{ onSuccess: created }}>
      <CatalogueForm spec={spec} creating />
    </Create>
  );
};
