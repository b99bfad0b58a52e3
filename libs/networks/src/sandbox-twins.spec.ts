import { NETWORK_DEFINITIONS } from './definitions';
import { findNetwork } from './find-network';
import { sandboxTwinHosts, withSandboxTwins } from './sandbox-twins';
import { matchTrackingScripts } from './tracking-script-match';

describe('sandboxTwinHosts', () => {
  it('swaps the public suffix for .test, and also appends .test', () => {
    expect(sandboxTwinHosts('www.awin1.com')).toEqual(['www.awin1.test', 'www.awin1.com.test']);
    expect(sandboxTwinHosts('*.sjv.io')).toEqual(['*.sjv.test', '*.sjv.io.test']);
    expect(sandboxTwinHosts('prf.hn')).toEqual(['prf.test', 'prf.hn.test']);
  });
});

describe('withSandboxTwins', () => {
  const sandbox = withSandboxTwins(NETWORK_DEFINITIONS);
  const networkOf = (host: string) =>
    findNetwork(sandbox, { userDefinedNetwork: null, firstHopHost: host })?.id;

  it.each([
    ['www.awin1.test', 'awin'],
    ['sandbox-impact.sjv.test', 'impact'],
    ['www.anrdoezrs.test', 'cj'],
    ['click.linksynergy.test', 'rakuten'],
    ['prf.hn.test', 'partnerize'],
    ['clk.tradedoubler.test', 'tradedoubler'],
    ['www.linkconnector.test', 'linkconnector'],
    ['ad.admitad.test', 'admitad'],
    ['track.webgains.test', 'webgains'],
  ])('recognises the sandbox click host %s as %s', (host, id) => {
    expect(networkOf(host)).toBe(id);
  });

  it.each([
    ['awin', 'https://www.dwin1.test/1001.js'],
    ['impact', 'https://utt.impactcdn.test/A123-abc.js'],
    ['cj', 'https://www.mczbf.test/tags/42/tag.js'],
    ['rakuten', 'https://tag.rmp.rakuten.test/777.ct.js'],
  ])('recognises the sandbox tag of %s at %s', (id, url) => {
    const definition = sandbox.find((candidate) => candidate.id === id)!;
    expect(matchTrackingScripts(definition.trackingScriptPatterns, [url], '1001')).toBe('matched');
  });

  it('leaves the shipped definitions on their real hosts', () => {
    expect(
      findNetwork(NETWORK_DEFINITIONS, {
        userDefinedNetwork: null,
        firstHopHost: 'www.awin1.test',
      }),
    ).toBeNull();
  });
});
