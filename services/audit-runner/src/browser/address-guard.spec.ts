import { AddressGuard, classifyAddress, isBlockedAddress } from './address-guard';
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
});

describe('HostResolverMapper', () => {
  it('follows Chromium: EXCLUDE wins, first MAP match wins, ports are dropped', () => {
    const mapper = new HostResolverMapper(
      'MAP nx.test ~NOTFOUND, MAP a.test 10.0.0.1:8080, MAP *.test 127.0.0.1, EXCLUDE keep.test',
    );
    expect(mapper.map('a.test')).toBe('10.0.0.1');
    expect(mapper.map('b.test')).toBe('127.0.0.1');
    expect(mapper.map('keep.test')).toBeNull();
    expect(mapper.map('nx.test')).toBeNull();
    expect(mapper.map('example.com')).toBeNull();
    expect(new HostResolverMapper('MAP * [::1]:443').map('x.com')).toBe('[::1]');
  });
});
