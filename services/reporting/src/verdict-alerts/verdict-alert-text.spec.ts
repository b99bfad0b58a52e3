import { verdictAlertMail } from './verdict-alert-text';

describe('verdict alert e-mail', () => {
  it('lists each change in plain words, and links the run', () => {
    const mail = verdictAlertMail({
      templateName: 'Weekly AWIN',
      runUrl: 'https://app.example/#/reporting/memory/cookie/b2',
      changes: [
        { link: 'https://a.test/1', countryCode: 'gb', auditId: 'a2', previousAuditId: 'a1', before: 'IMMEDIATE', after: 'NO_MEMORY_COOKIE' },
        { link: 'https://a.test/2', countryCode: 'de', auditId: 'a4', previousAuditId: 'a3', before: 'IMMEDIATE', after: null },
      ],
    });
    expect(mail.subject).toBe('Verdict changes in "Weekly AWIN"');
    expect(mail.text).toContain('2 links of your template "Weekly AWIN" have a different memory cookie status than in its previous run:');
    expect(mail.text).toMatch(/- https:\/\/a\.test\/1 \(gb\): [^-]+ -> [^\n]+\n/);
    expect(mail.text).not.toContain('NO_MEMORY_COOKIE');
    expect(mail.text).toContain('- https://a.test/2 (de): ');
    expect(mail.text).toContain('-> no verdict (the audit failed)');
    expect(mail.text.endsWith('Open the run: https://app.example/#/reporting/memory/cookie/b2')).toBe(true);
  });
});
