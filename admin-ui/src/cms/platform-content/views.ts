// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { AccessPage } from './AccessPage';
export { PlatformContentPage } from './PlatformContentPage';
