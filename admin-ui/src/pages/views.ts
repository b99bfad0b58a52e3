// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { NotFound } from './NotFound';
export { NuxtRedirect } from './NuxtRedirect';
