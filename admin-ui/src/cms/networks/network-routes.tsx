import { Route } from 'react-router-dom';
import { NetworkCreate } from './NetworkCreate';
import { NetworkEdit } from './NetworkEdit';
import { NetworkList } from './NetworkList';
import { NETWORK_PATHS } from './network-paths';
import { SuccessCriteriaEditor } from './SuccessCriteriaEditor';

/** CMS networks (spec section 2): /cms/networks, /create, /{networkId}/update, /success-criteria. */
export const networkRoutes = [
  <Route key="networks-list" path={NETWORK_PATHS.list} element={<NetworkList />} />,
  <Route key="networks-create" path={NETWORK_PATHS.create} element={<NetworkCreate />} />,
  <Route key="networks-criteria" path={NETWORK_PATHS.successCriteria} element={<SuccessCriteriaEditor />} />,
  <Route key="networks-edit" path={NETWORK_PATHS.editPattern} element={<NetworkEdit />} />,
];
