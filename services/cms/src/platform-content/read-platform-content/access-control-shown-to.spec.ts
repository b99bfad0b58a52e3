import { PERSONAS } from '@tracklight/access';
import { accessControlShownTo } from './access-control-shown-to';

const list = JSON.stringify({
  reports: ['PUBLISHER@example.com', 'someone@else.example'],
  scheduling: ['Publisher Ltd', 'Other Co'],
  whitelisting: ['other@else.example'],
});

describe('accessControlShownTo', () => {
  it('shows a super admin the whole list', () => {
    expect(accessControlShownTo(PERSONAS.superAdmin, list)).toBe(list);
  });

  it('shows anyone else only the entries naming their e-mail or company, whatever the case', () => {
    expect(JSON.parse(accessControlShownTo(PERSONAS.publisher, list))).toEqual({
      reports: ['PUBLISHER@example.com'],
      scheduling: ['Publisher Ltd'],
    });
  });

  it('shows an empty list when the stored text is not a list', () => {
    expect(accessControlShownTo(PERSONAS.publisher, 'not json')).toBe('{}');
  });
});
