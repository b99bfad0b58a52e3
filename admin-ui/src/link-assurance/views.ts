// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { LinkAssuranceList } from './LinkAssuranceList';
export { LinkAssuranceSearch } from './LinkAssuranceSearch';
