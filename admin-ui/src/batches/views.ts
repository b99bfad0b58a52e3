// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { BatchList } from './BatchList';
export { BatchPage } from './BatchPage';
