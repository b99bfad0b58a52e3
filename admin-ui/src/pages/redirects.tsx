import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/` and `/reporting` open the batches list (spec section 2). */
export const ToBatches = () => <Navigate to="/reporting/batches" replace />;

/** `/reporting/batches/{batchId}` is the legacy address of the batch page; its query stays. */
export const ToBatchPage = () => {
  const { batchId } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/reporting/memory/cookie/${batchId}${search}`} replace />;
};
