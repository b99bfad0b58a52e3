import { Pagination, useListContext } from 'react-admin';
import { PAGE_SIZES } from '@tracklight/presentation';

/**
 * The pager; past the server's exact-count limit the total is the database's estimate
 * (countIsExact false), so it reads 'about N' rather than promising a number.
 */
export const AboutCountPagination = () => {
  const { meta } = useListContext();
  const estimated = meta?.countIsExact === false;
  return (
    <Pagination
      rowsPerPageOptions={[...PAGE_SIZES]}
      {...(estimated && {
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}-${to} of about ${count}`,
      })}
    />
  );
};
