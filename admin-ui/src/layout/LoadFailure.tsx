import { Navigate } from 'react-router-dom';
import { explainError } from '../http/error-words';
import { ErrorState } from './ErrorState';

/**
 * A screen whose record could not be loaded: a server fault gets the error screen with a Retry;
 * anything else (an unknown or another company's id, a malformed one) is the 404 route, as spec
 * section 4 has it for batches.
 */
export const LoadFailure = ({ error, retry }: { error: unknown; retry: () => unknown }) =>
  explainError(error).serverFault ? <ErrorState error={error} onRetry={retry} /> : <Navigate to="/not-found" replace />;
