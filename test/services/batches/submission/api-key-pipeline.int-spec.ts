import { API_KEY_REFUSALS } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { SCENARIOS } from '../../../sandbox';
import { startBatchesTestApp, type BatchesTestApp } from '../test-support/batches-test-app';

/**
 * API keys (issue 21) end to end: made by a user with the api grant, used by a deployment
 * pipeline to submit links and poll the batch without a browser session, limited by scope,
 * refused once revoked, expired or orphaned, and never stored or answered twice in clear.
 */
describe('API keys and audits from a pipeline (real Postgres and Chromium)', () => {
  let app: BatchesTestApp;
  let store: EventStore;

  beforeAll(async () => {
    app = await startBatchesTestApp('api_keys', { numMonthlyLinks: 20, maxBatchSize: 5, grants: ['api'] });
    store = app.t.app.get(EventStore);
  }, 120_000);
  afterAll(() => app?.close());

  const createKey = async (body: Record<string, unknown>, bearer = app.publisher) =>
    (await app.http().post('/accounts/api-keys').set('authorization', bearer).send(body).expect(201)).body;
  const withKey = (key: string) => ({
    get: (path: string) => app.http().get(path).set('x-api-key', key),
    post: (path: string) => app.http().post(path).set('x-api-key', key),
  });

  it('answers the secret once, stores only its hash, and lists the key with its last use', async () => {
    const created = await createKey({ name: 'Deploy pipeline', scopes: ['read', 'submit'] });
    expect(created.key).toMatch(/^tl_[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Deploy pipeline', scopes: ['read', 'submit'], status: 'active', lastUsedAt: null });
    const { events } = await store.readStream(`apikey-${created.id}`);
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toContain(created.key.split('.')[1]);
    expect(events[0].data).toHaveProperty('secretHash');

    await withKey(created.key).get('/batches').expect(200);
    const [listed] = (await app.http().get('/accounts/api-keys').set('authorization', app.publisher).expect(200)).body;
    expect(listed).toMatchObject({ id: created.id, status: 'active', lastUsedAddress: expect.any(String) });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(listed)).not.toContain('secretHash');
  });

  it('lets a pipeline submit links and poll the batch to its verdicts, and names the key in the events', async () => {
    const { key, id } = await createKey({ name: 'CI', scopes: ['read', 'submit'] });
    const submitted = await withKey(key)
      .post('/audit')
      .send({ batchMeta: { name: 'Pre-launch check' }, batchLinks: [{ link: SCENARIOS[0].link(app.sandbox) }] })
      .expect(201);
    const batchId = submitted.body.batchId;
    const deadline = Date.now() + 120_000;
    let batch: Record<string, unknown> = {};
    while (!batch.isDone && Date.now() < deadline) {
      batch = (await withKey(key).get(`/batches/${batchId}`).expect(200)).body;
      if (!batch.isDone) await new Promise((r) => setTimeout(r, 500));
    }
    expect(batch).toMatchObject({ isDone: true, numLinks: 1 });
    const [submittedEvent] = (await store.readStream(`batch-${batchId}`)).events;
    expect(submittedEvent.metadata).toMatchObject({ apiKeyId: id });
  }, 180_000);

  it('holds a key to its scopes, and to the operations opened to keys', async () => {
    const { key } = await createKey({ name: 'Read only', scopes: ['read'] });
    const submit = await withKey(key).post('/audit').send({ batchLinks: [{ link: 'https://ok.example/' }] }).expect(403);
    expect(submit.body.errorMessage).toBe(API_KEY_REFUSALS.missingScope('submit'));
    const users = await withKey(key).get('/accounts/users').expect(403);
    expect(users.body.errorMessage).toBe(API_KEY_REFUSALS.notForKeys);
    const keys = await withKey(key).get('/accounts/api-keys').expect(403);
    expect(keys.body.errorMessage).toBe(API_KEY_REFUSALS.notForKeys);
  });

  it('refuses a revoked, an expired, a made-up and an orphaned key with their reasons', async () => {
    const revoked = await createKey({ name: 'Old', scopes: ['read'] });
    await app.http().delete(`/accounts/api-keys/${revoked.id}`).set('authorization', app.publisher).expect(200);
    expect((await withKey(revoked.key).get('/batches').expect(401)).body.errorMessage).toBe(API_KEY_REFUSALS.revoked);

    const soon = await createKey({ name: 'Short', scopes: ['read'], expiresAt: new Date(Date.now() + 1500).toISOString() });
    await withKey(soon.key).get('/batches').expect(200);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await withKey(soon.key).get('/batches').expect(401)).body.errorMessage).toBe(API_KEY_REFUSALS.expired);

    const madeUp = revoked.key.replace(/\.[^.]+$/, `.${'x'.repeat(43)}`);
    expect((await withKey(madeUp).get('/batches').expect(401)).body.errorMessage).toBe(API_KEY_REFUSALS.unknown);
    expect((await withKey('not a key').get('/batches').expect(401)).body.errorMessage).toBe(API_KEY_REFUSALS.unknown);

    // The key of a user who is then disabled stops with them.
    const colleague = await app
      .http()
      .post('/accounts/users')
      .set('authorization', app.admin)
      .send({ name: 'Cory', email: 'cory@example.com', companyId: app.companyId, password: 'temporary-pass-9', grants: ['api'] })
      .expect(201);
    await app.http().post('/auth/setup').send({ username: 'cory@example.com', password: 'temporary-pass-9', newPassword: 'chosen-password-9' }).expect(200);
    const cory = await app.login('cory@example.com', 'chosen-password-9');
    const coryKey = await createKey({ name: 'Cory', scopes: ['read'] }, cory);
    await withKey(coryKey.key).get('/batches').expect(200);
    await app.http().delete(`/accounts/users/${colleague.body.id}`).set('authorization', app.admin).expect(200);
    expect((await withKey(coryKey.key).get('/batches').expect(401)).body.errorMessage).toBe(API_KEY_REFUSALS.ownerDisabled);
  });

  it('refuses bad requests by name, users without the grant, and other companies', async () => {
    const bad = await app.http().post('/accounts/api-keys').set('authorization', app.publisher).send({ name: 'x', scopes: ['delete'] }).expect(400);
    expect(bad.body.errorMessage).toBe('Scopes are read, submit, embed.');
    const past = await app
      .http()
      .post('/accounts/api-keys')
      .set('authorization', app.publisher)
      .send({ name: 'x', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' })
      .expect(400);
    expect(past.body.errorMessage).toBe('The expiry must be in the future.');

    const company = await app.http().post('/accounts/companies').set('authorization', app.admin).send({ name: 'Other Co' }).expect(201);
    await app
      .http()
      .post('/accounts/users')
      .set('authorization', app.admin)
      .send({ name: 'Olga', email: 'olga@example.com', companyId: company.body.id, password: 'temporary-pass-8' })
      .expect(201);
    await app.http().post('/auth/setup').send({ username: 'olga@example.com', password: 'temporary-pass-8', newPassword: 'chosen-password-8' }).expect(200);
    const olga = await app.login('olga@example.com', 'chosen-password-8');
    await app.http().get('/accounts/api-keys').set('authorization', olga).expect(403);
    const mine = await createKey({ name: 'Mine', scopes: ['read'] });
    await app.http().delete(`/accounts/api-keys/${mine.id}`).set('authorization', app.admin).expect(200);
    const others = (await app.http().get('/accounts/api-keys').set('authorization', app.publisher).expect(200)).body;
    expect(others.every((key: { companyId: string }) => key.companyId === app.companyId)).toBe(true);
  });
});
