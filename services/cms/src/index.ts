// The cms service's public entry: what a composition root (all-in-one, a process's main) wires.
export * from './cms.module';
export * from './cms-api.module';
export { AdvertiserSightingsModule } from './advertisers/record-advertiser/advertiser-sightings.module';
export * from './history/cms-history.folds';
