import { AWIN, buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import { criteriaProblems, formErrors, networkProblems } from './form-errors';

const awin = (): SuccessCriteria => JSON.parse(JSON.stringify(buildSuccessCriteria(AWIN)));

describe('network form errors', () => {
  it('puts a bad regex under its input with the server’s message', () => {
    const criteria = awin();
    criteria.alp.cookies[0].rules[1].namePattern = '(';
    const errors = formErrors(criteriaProblems(criteria));
    expect(errors).toEqual({
      successCriteria: { alp: { cookies: [{ rules: [undefined, { namePattern: 'alp › cookies › 1 › rules › 2 › name pattern is not a valid regular expression.' }] }] } },
    });
  });

  it('fills in the fixed values of an extracted check, so a new one is valid', () => {
    const criteria = awin();
    criteria.alp.extracted = [{ errorId: '5.3.1' } as SuccessCriteria['alp']['extracted'][number]];
    expect(criteriaProblems(criteria)).toEqual([]);
  });

  it('gives a list of plain texts its entries’ problems', () => {
    const problems = networkProblems({ name: 'AWIN', clickHostPatterns: ['awin1.com', 'bad host'] }, false);
    expect(formErrors(problems)).toEqual({ clickHostPatterns: 'Click hosts › 2 is not a host (letters, digits, dots, dashes and * only).' });
  });

  it('checks a new network’s id and required fields as the server does', () => {
    expect(formErrors(networkProblems({ id: 'Bad Id', name: '' }, true))).toEqual({
      id: expect.stringMatching(/^Network id must be/),
      name: 'Name is required.',
    });
    expect(networkProblems({ id: 'flex', name: 'Flex', url: 'https://flex.example/', aliases: [] }, true)).toEqual([]);
  });
});
