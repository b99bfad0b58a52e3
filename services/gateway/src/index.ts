// The gateway's public entry: what its process's main (apps/gateway/main.ts) wires.
export { createGatewayApp } from './gateway-app';
export { loadGatewaySettings, serviceAddresses } from './gateway-settings';
export { LiveServiceMap } from './live-service-map';
export { discover, discoverServices } from './service-discovery';
