import { DESCRIBED_ERROR_IDS, errorMeaning } from './error-meaning';

describe('errorMeaning', () => {
  it('says what an error id means', () => {
    expect(errorMeaning('6.4')).toBe('Memory cookie missing');
    expect(errorMeaning('5.3.1')).toBe('Tag of another advertiser (Non-matched Tag)');
    expect(errorMeaning('7.5')).toBe('Click id missing from the landing URL');
    expect(errorMeaning('10.2.1')).toBe('Shopify detected');
    expect(errorMeaning('10.1.1')).toBe('Challenge page (Recaptcha)');
    expect(errorMeaning('2.3')).toBeNull();
    expect(errorMeaning('5.9')).toBeNull();
  });

  it('lists every id it describes, each once', () => {
    expect(DESCRIBED_ERROR_IDS).toEqual(expect.arrayContaining(['10.1.1', '10.2.1', '5.3', '5.3.1', '6.4', '7.5']));
    expect(new Set(DESCRIBED_ERROR_IDS).size).toBe(DESCRIBED_ERROR_IDS.length);
    for (const id of DESCRIBED_ERROR_IDS) expect(errorMeaning(id)).not.toBeNull();
  });
});
