import { useState } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFlashError } from '../auth/flash-error';
import { ApiError } from '../http/request';
import type { SubmittedState } from '../batches/BatchProgressHeader';
import { batchPagePathFor } from './batch-payload';
import type { Submitted } from './submit-batch';

/**
 * Runs a submission; on success goes to the new batch's page, which confirms it by name
 * (BatchProgressHeader) and shows it run; on failure
 * flashes the server's message verbatim (and answers it, for a form that can point at the
 * row it names), or ends a dead session.
 */
export const useSubmission = () => {
  const navigate = useNavigate();
  const flashError = useFlashError();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const run = async (submit: () => Promise<Submitted>): Promise<string | null> => {
    setPending(true);
    try {
      const { batchId } = await submit();
      navigate(batchPagePathFor(batchId), { state: { submitted: true } satisfies SubmittedState });
      return null;
    } catch (error) {
      // Spec section 8: no flash for a 401; the session is over (the call already tried a refresh).
      if (error instanceof ApiError && error.status === 401) {
        await logout();
        return null;
      }
      flashError(error);
      return error instanceof Error ? error.message : null;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
};
