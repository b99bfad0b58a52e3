import { accessListOf, rowsOf } from './access-rows';

describe('the access list form', () => {
  it('reads the stored list as rows and writes rows back as the list', () => {
    const rows = rowsOf('{"whitelisting":["pat@p.example","Publisher Ltd"]}');
    expect(rows).toEqual([{ feature: 'whitelisting', entries: 'pat@p.example\nPublisher Ltd' }]);
    expect(accessListOf([...rows, { feature: ' reports ', entries: 'a@b.example, C Ltd\n\n' }])).toEqual({
      json: '{"whitelisting":["pat@p.example","Publisher Ltd"],"reports":["a@b.example","C Ltd"]}',
    });
  });

  it('refuses a nameless or repeated feature, and reads a broken text as no rows', () => {
    expect(accessListOf([{ feature: ' ', entries: 'x' }])).toEqual({ problem: 'Every feature needs a name.' });
    expect(accessListOf([{ feature: 'a', entries: '' }, { feature: 'A', entries: '' }])).toEqual({ problem: 'The feature "A" is listed twice.' });
    expect(rowsOf('not json')).toEqual([]);
  });
});
