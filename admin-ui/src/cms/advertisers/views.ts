// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { AdvertiserCreate } from './AdvertiserCreate';
export { AdvertiserEdit } from './AdvertiserEdit';
export { AdvertiserList } from './AdvertiserList';
