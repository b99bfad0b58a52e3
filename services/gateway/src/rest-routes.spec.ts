import { Replicas } from '@tracklight/platform';
import { RestRouteTable, routesOf } from './rest-routes';

const batches = { name: 'batches', replicas: new Replicas(['http://batches']) };
const reporting = { name: 'reporting', replicas: new Replicas(['http://reporting']) };
const cms = { name: 'cms', replicas: new Replicas(['http://cms']) };

const table = new RestRouteTable([
  ...routesOf(batches, { '/batches/{id}': { get: {}, patch: {} }, '/batches/{id}/csv': { get: {} }, '/health/ready': { get: {} }, '/metrics': { get: {} } }),
  ...routesOf(reporting, { '/batches/{batchId}/audits/{auditId}': { get: {}, parameters: [] } }),
  ...routesOf(cms, { '/cms/networks/{id}': { get: {} }, '/cms/networks/comments': { get: {} } }),
]);

describe('the gateway’s REST routes, read from the services’ OpenAPI documents', () => {
  it.each([
    ['GET', '/batches/42', 'batches'],
    ['PATCH', '/batches/42', 'batches'],
    ['HEAD', '/batches/42/csv', 'batches'],
    ['GET', '/batches/42/audits/7', 'reporting'],
    ['GET', '/cms/networks/comments', 'cms'],
    ['GET', '/cms/networks/awin', 'cms'],
  ])('sends %s %s to %s', (method, path, service) => {
    expect(table.find(method, path)?.service.name).toBe(service);
  });

  it('answers nothing for an undocumented call, another method, or a process’s own health and metrics', () => {
    expect(table.find('GET', '/batches')).toBeUndefined();
    expect(table.find('DELETE', '/batches/42')).toBeUndefined();
    expect(table.find('GET', '/health/ready')).toBeUndefined();
    expect(table.find('GET', '/metrics')).toBeUndefined();
  });

  it('prefers a literal segment to a parameter, whichever service documents it first', () => {
    expect(table.find('GET', '/cms/networks/comments')?.template).toBe('/cms/networks/comments');
  });

  it('refuses at start two services documenting the same call', () => {
    expect(() => new RestRouteTable([...routesOf(batches, { '/audit/{batchId}': { get: {} } }), ...routesOf(reporting, { '/audit/{id}': { get: {} } })])).toThrow(
      'GET /audit/{id} is served by both batches and reporting',
    );
  });
});
