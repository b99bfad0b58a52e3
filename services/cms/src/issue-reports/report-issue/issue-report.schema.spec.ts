import { IssueMetadata, safeFileName, sniffContentType } from './issue-report.schema';

describe('issue report input', () => {
  it('tells images and PDFs by their first bytes, whatever they are called', () => {
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffContentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('drops the conversion fields unless the conversion change box is ticked', () => {
    expect(IssueMetadata.parse({ conversionChangeAt: 'week', shouldEmailOtherPublishers: true })).toEqual({
      hasConversionChange: false,
      conversionChangeAt: null,
      conversionChangeAmount: null,
      conversionChangeType: null,
      shouldEmailOtherPublishers: true,
    });
    expect(IssueMetadata.parse({ hasConversionChange: true, conversionChangeAt: 'month', conversionChangeAmount: '30_plus', conversionChangeType: 'loyalty' })).toMatchObject({
      conversionChangeAt: 'month',
      conversionChangeAmount: '30_plus',
    });
    expect(IssueMetadata.safeParse({ hasConversionChange: true, conversionChangeAt: 'year' }).success).toBe(false);
  });

  it('offers a download name without anything a header or a path could misread', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('screen shot "1".png')).toBe('screen_shot_1_.png');
  });
});
