import { AddressGuard, classifyAddress, isBlockedAddress, isLocalAsWritten } from './address-guard';
import { HostResolverMapper } from './host-resolver-rules';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.45.6.7', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['not-an-ip', 'reserved'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2a00:1450:4009:81f::200e', 'public'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('blocks everything but public addresses', () => {
    expect(isBlockedAddress('93.184.216.34')).toBe(false);
    expect(isBlockedAddress('192.168.0.10')).toBe(true);
  });
});

describe('AddressGuard', () => {
  const lookup = jest.fn(async (host: string) => {
    if (host === 'intranet.example') return ['93.184.216.34', '10.0.0.5'];
    if (host === 'nowhere.example') throw new Error('ENOTFOUND');
    return ['93.184.216.34'];
  });

  it('refuses a host when any of its addresses is private, and caches per host', async () => {
    const guard = new AddressGuard(null, lookup);
    await expect(guard.checkUrl('https://intranet.example/x')).resolves.toMatchObject({
      blocked: true,
      reason: 'private',
    });
    await guard.checkUrl('https://intranet.example/y');
    expect(lookup.mock.calls.filter(([host]) => host === 'intranet.example')).toHaveLength(1);
    await expect(guard.checkHost('shop.example')).resolves.toMatchObject({ blocked: false });
  });

  it('refuses local names and IP literals without a lookup', async () => {
    const guard = new AddressGuard(null, lookup);
    await expect(guard.checkHost('localhost')).resolves.toMatchObject({
      blocked: true,
      reason: 'loopback',
    });
    await expect(guard.checkUrl('http://[::1]:8080/')).resolves.toMatchObject({ blocked: true });
    await expect(guard.checkUrl('http://169.254.169.254/latest/meta-data')).resolves.toMatchObject({
      reason: 'metadata',
    });
  });

  it('leaves unresolvable hosts to the browser (it reports the DNS failure)', async () => {
    const guard = new AddressGuard(null, lookup);
    await expect(guard.checkHost('nowhere.example')).resolves.toMatchObject({
      blocked: false,
      reason: 'unresolved',
    });
  });

  it('judges the address host-resolver-rules map a host to', async () => {
    const guard = new AddressGuard(
      new HostResolverMapper('MAP *.test 127.0.0.1, EXCLUDE public.test'),
      lookup,
    );
    await expect(guard.checkHost('www.shop.test')).resolves.toMatchObject({
      blocked: true,
      reason: 'loopback',
    });
    await expect(guard.checkHost('public.test')).resolves.toMatchObject({ blocked: false });
  });

  it('lets the mapped targets (and only those) be internal when told to trust them', async () => {
    const guard = new AddressGuard(
      new HostResolverMapper('MAP *.test 127.0.0.1:8090, EXCLUDE localhost'),
      lookup,
      { trustMappedTargets: true },
    );
    await expect(guard.checkHost('www.shop.test')).resolves.toEqual({
      blocked: false,
      address: '127.0.0.1',
      reason: null,
      port: 8090,
    });
    await expect(guard.checkHost('localhost')).resolves.toMatchObject({ blocked: true });
    await expect(guard.checkHost('127.0.0.1')).resolves.toMatchObject({ blocked: true });
  });

  it('dials a configured upstream proxy where the rules send it, unjudged (the operator chose it)', () => {
    const guard = new AddressGuard(new HostResolverMapper('MAP *.test 127.0.0.1:8090'), lookup);
    expect(guard.configuredEndpoint('dc-proxy.test', 3128)).toEqual({ host: '127.0.0.1', port: 8090 });
    expect(guard.configuredEndpoint('10.0.0.7', 3128)).toEqual({ host: '10.0.0.7', port: 3128 });
  });
});

describe('HostResolverMapper', () => {
  it('follows Chromium: EXCLUDE wins, first MAP match wins; keeps the port; never maps IP literals', () => {
    const mapper = new HostResolverMapper(
      'MAP nx.test ~NOTFOUND, MAP a.test 10.0.0.1:8080, MAP *.test 127.0.0.1, EXCLUDE keep.test',
    );
    expect(mapper.map('a.test')).toEqual({ host: '10.0.0.1', port: 8080 });
    expect(mapper.map('b.test')).toEqual({ host: '127.0.0.1', port: null });
    expect(mapper.map('keep.test')).toBeNull();
    expect(mapper.map('nx.test')).toBe('NOTFOUND');
    expect(mapper.map('example.com')).toBeNull();
    expect(new HostResolverMapper('MAP * [::1]:443').map('x.com')).toEqual({ host: '::1', port: 443 });
    expect(new HostResolverMapper('MAP * 10.0.0.1').map('127.0.0.1')).toBeNull();
  });
});

describe('isLocalAsWritten', () => {
  it('knows internal IP literals and localhost names, not names that need a lookup', () => {
    for (const url of ['http://127.0.0.1:81/', 'http://[::1]/', 'http://localhost:3000/', 'http://a.localhost/', 'http://10.0.0.1/', 'http://[::ffff:127.0.0.1]/'])
      expect(isLocalAsWritten(new URL(url))).toBe(true);
    for (const url of ['http://8.8.8.8/', 'http://www.shop.test/', 'http://localhost.example.com/'])
      expect(isLocalAsWritten(new URL(url))).toBe(false);
  });
});
