// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { EventLog } from './EventLog';
export { ReadModels } from './ReadModels';
export { SuperuserTools } from './SuperuserTools';
