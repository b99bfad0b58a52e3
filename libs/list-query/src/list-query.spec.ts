import { BadRequestException } from '@nestjs/common';
import { SortOrder } from '@tracklight/platform';
import { MAX_SEARCH_LENGTH, Where, containsPattern, searchText, sortableList } from '.';

describe('list query parts', () => {
  it('trims the search text, treats blank as none and refuses it beyond the limit in words', () => {
    expect(searchText('  shoes ')).toBe('shoes');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(null)).toBeUndefined();
    expect(searchText('x'.repeat(MAX_SEARCH_LENGTH))).toHaveLength(MAX_SEARCH_LENGTH);
    expect(() => searchText('x'.repeat(MAX_SEARCH_LENGTH + 1))).toThrow(
      new BadRequestException(`The search text is limited to 200 characters; yours has 201.`),
    );
  });

  it("matches the text anywhere, lower-cased, with LIKE's own characters taken literally", () => {
    expect(containsPattern('50%_Off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('orders by the chosen column and numbers the WHERE parameters in order', () => {
    const sort = sortableList('Thing', { NAME: (o) => `x.name ${o}, x.id ${o}`, SIZE: (o) => `x.size ${o}, x.id ${o}` });
    expect(sort.fields).toEqual({ NAME: 'NAME', SIZE: 'SIZE' });
    expect(sort.orderBy({ field: 'SIZE', order: SortOrder.DESC })).toBe('x.size DESC, x.id DESC');
    const where = new Where().add((p) => `a = ${p(1)}`).add(() => 'b IS NULL').add((p) => `c = ${p('z')}`);
    expect(where.sql()).toBe('WHERE a = $1 AND b IS NULL AND c = $2');
    expect(where.params).toEqual([1, 'z']);
    expect(new Where().sql()).toBe('');
  });
});
