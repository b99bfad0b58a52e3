// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { NetworkCreate } from './NetworkCreate';
export { NetworkEdit } from './NetworkEdit';
export { NetworkList } from './NetworkList';
export { SuccessCriteriaEditor } from './SuccessCriteriaEditor';
