import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './Skeletons';

/** A list that could not be read: the shared error screen, its Retry reading the list again. */
const ListError = () => {
  const { error, refetch } = useListContext();
  return <ErrorState error={error} onRetry={refetch} />;
};

/**
 * A list drawn without react-admin's List page (a dashboard widget's ListBase): the shared error
 * screen when it could not be read, else its table. Without it, a Datagrid whose read failed shows
 * its empty state, telling the user there is nothing when there may well be.
 */
export const ListErrorOr = ({ children }: { children: ReactNode }) => {
  const { error } = useListContext();
  return error ? <ListError /> : <>{children}</>;
};

/**
 * Every react-admin list's loading and error slots (issue 22), set once in the themes rather than
 * on each of the app's lists: a skeleton on the first load instead of a blank second, and errors in
 * words with a Retry. A list's own props still win.
 */
export const LIST_STATE_COMPONENTS = {
  RaList: { defaultProps: { loading: <ListSkeleton />, error: <ListError /> } },
};
