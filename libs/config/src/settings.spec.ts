import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidSettingsError, loadSettings, settingsTable } from './settings';

describe('settings', () => {
  it('falls back to the embedded defaults when nothing is set', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({ PORT: 3000, DATA_DIR: '.data', AUDIT_ALLOW_PRIVATE_NETWORKS: false });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.REDIS_URL).toBeUndefined();
    expect(settings.KAFKA_BROKERS).toBeUndefined();
  });

  it("reads auth's internal address as a list of replicas, by default auth's name in Compose and Kubernetes", () => {
    expect(loadSettings({}).AUTH_INTERNAL_URL).toEqual(['http://auth:3000']);
    expect(loadSettings({ AUTH_INTERNAL_URL: 'http://127.0.0.1:3001, http://127.0.0.1:3002' }).AUTH_INTERNAL_URL).toEqual(['http://127.0.0.1:3001', 'http://127.0.0.1:3002']);
    expect(() => loadSettings({ AUTH_INTERNAL_URL: 'auth' })).toThrow(InvalidSettingsError);
  });

  it('treats an empty value as unset and coerces numbers and flags', () => {
    const settings = loadSettings({ DATABASE_URL: '', PORT: '8080', AUDIT_ALLOW_PRIVATE_NETWORKS: 'true' });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.PORT).toBe(8080);
    expect(settings.AUDIT_ALLOW_PRIVATE_NETWORKS).toBe(true);
  });

  it('names every bad setting at once', () => {
    expect(() => loadSettings({ PORT: 'eighty', REDIS_URL: 'not a url' })).toThrow(InvalidSettingsError);
    try {
      loadSettings({ PORT: 'eighty', REDIS_URL: 'not a url' });
    } catch (error) {
      expect((error as InvalidSettingsError).problems.map((p) => p.split(':')[0]).sort()).toEqual(['PORT', 'REDIS_URL']);
    }
  });

  it('is documented in the README exactly as the schema says', () => {
    const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
    expect(readme).toContain(settingsTable());
  });
});

describe('proxy maps', () => {
  it('reads a country → proxy JSON map, lower-casing the countries', () => {
    const settings = loadSettings({ AUDIT_COUNTRY_PROXIES: '{"GB":"http://gb.proxy:8080","us":{"url":"http://us.proxy:8080","label":"US-1"}}' });
    expect(settings.AUDIT_COUNTRY_PROXIES).toEqual({ gb: 'http://gb.proxy:8080', us: { url: 'http://us.proxy:8080', label: 'US-1' } });
  });

  it('refuses a map that is not JSON or holds something other than proxy URLs', () => {
    expect(() => loadSettings({ AUDIT_COUNTRY_PROXIES: 'gb=http://x' })).toThrow(/AUDIT_COUNTRY_PROXIES/);
    expect(() => loadSettings({ AUDIT_RESIDENTIAL_PROXIES: '{"gb": 42}' })).toThrow(/AUDIT_RESIDENTIAL_PROXIES/);
  });
});

describe('egress addresses', () => {
  it('reads data-centre ids to IP addresses and CIDR ranges, and refuses anything else by name', () => {
    const settings = loadSettings({ AUDIT_EGRESS_ADDRESSES: '{"lon-dc1":["203.0.113.10","2001:db8::1"],"fra":["198.51.100.0/28"]}' });
    expect(settings.AUDIT_EGRESS_ADDRESSES).toEqual({ 'lon-dc1': ['203.0.113.10', '2001:db8::1'], fra: ['198.51.100.0/28'] });
    expect(() => loadSettings({ AUDIT_EGRESS_ADDRESSES: '{"lon":["proxy.example"]}' })).toThrow(/AUDIT_EGRESS_ADDRESSES/);
    expect(() => loadSettings({ AUDIT_EGRESS_ADDRESSES: '{"lon":[]}' })).toThrow(/AUDIT_EGRESS_ADDRESSES/);
    expect(() => loadSettings({ AUDIT_EGRESS_ADDRESSES: 'lon=1.2.3.4' })).toThrow(/must be a JSON object/);
  });
});
