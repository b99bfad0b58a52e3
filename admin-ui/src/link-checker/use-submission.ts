import { useState } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFlashError } from '../auth/flash-error';
import { ApiError } from '../http/request';
import type { Submitted } from './submit-batch';

/**
 * Runs a submission; on success goes to the new batch (through the list's legacy address with
 * newBatch, spec section 2), on failure flashes the server's message, or ends a dead session.
 */
export const useSubmission = () => {
  const navigate = useNavigate();
  const flashError = useFlashError();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const run = async (submit: () => Promise<Submitted>) => {
    setPending(true);
    try {
      const { batchId } = await submit();
      navigate(`/reporting/batches/${batchId}?newBatch=true`);
    } catch (error) {
      // Spec section 8: no flash for a 401; the session is over (the call already tried a refresh).
      if (error instanceof ApiError && error.status === 401) await logout();
      else flashError(error);
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
};
