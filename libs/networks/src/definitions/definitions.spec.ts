import { NETWORK_DEFINITIONS } from '.';

describe('NETWORK_DEFINITIONS', () => {
  it('ships the ten networks with unique ids', () => {
    const ids = NETWORK_DEFINITIONS.map((definition) => definition.id);
    expect(ids).toEqual([
      'awin',
      'shareasale',
      'impact',
      'cj',
      'rakuten',
      'partnerize',
      'tradedoubler',
      'linkconnector',
      'admitad',
      'webgains',
    ]);
  });

  it('supports every network but Webgains', () => {
    const unsupported = NETWORK_DEFINITIONS.filter((definition) => !definition.supported);
    expect(unsupported.map((definition) => definition.id)).toEqual(['webgains']);
  });

  it('has patterns that all compile', () => {
    for (const definition of NETWORK_DEFINITIONS) {
      const sources = [
        ...definition.memoryCookie.map((rule) => rule.namePattern.replace('{advertiserId}', '1')),
        ...definition.trackingScriptPatterns.map((pattern) => pattern.path),
        ...definition.closedProgrammeMarkers.urlPatterns.map((pattern) => pattern.path),
        ...definition.closedProgrammeMarkers.textPatterns,
      ];
      for (const source of sources) expect(() => new RegExp(source)).not.toThrow();
    }
  });

  it('gives every supported network a click id and a memory cookie to look for', () => {
    for (const definition of NETWORK_DEFINITIONS.filter((candidate) => candidate.supported)) {
      expect(definition.aniParams.length).toBeGreaterThan(0);
      expect(definition.memoryCookie.length).toBeGreaterThan(0);
    }
  });

  it('only points aliasOf at a shipped network', () => {
    const ids = new Set(NETWORK_DEFINITIONS.map((definition) => definition.id));
    for (const definition of NETWORK_DEFINITIONS) {
      if (definition.aliasOf) expect(ids.has(definition.aliasOf)).toBe(true);
    }
  });
});
