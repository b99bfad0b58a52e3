// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { AtlasAudit } from './AtlasAudit';
export { AtlasBatch } from './AtlasBatch';
