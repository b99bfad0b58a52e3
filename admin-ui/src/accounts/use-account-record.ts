import { useEffect, useState } from 'react';
import { useAccountFailure } from './use-account-call';
import { fetchRecord } from './account-api';

/**
 * One company or user by its REST address (spec section 7); a refused read (another company's, or gone) is flashed and leaves null.
 * No address (null): nothing is read, for a user the page turns away before asking the server.
 */
export const useAccountRecord = <T>(path: string | null) => {
  const fail = useAccountFailure();
  const [record, setRecord] = useState<T | null>(null);
  const [loading, setLoading] = useState(path !== null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoading(true);
    fetchRecord<T>(path)
      .then((found) => current && setRecord(found))
      .catch((error: unknown) => current && fail(error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // fail is a new function each render; the record depends on the address alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return { record, loading };
};
