import { createSchema, oneOfRequiredProblem, recordProblem } from '../record-schema';
import { PLATFORM_SPEC } from './platform.catalogue';
import { SHIPPED_PLATFORMS } from './shipped-platforms';

describe('the shipped platforms', () => {
  const create = createSchema(PLATFORM_SPEC);

  it.each(SHIPPED_PLATFORMS.map((platform) => [platform.id, platform]))('%s is an item the CMS accepts', (id, { id: _id, ...fields }) => {
    expect(id).toMatch(new RegExp(PLATFORM_SPEC.customId.pattern));
    expect(recordProblem(create, fields)).toBeNull();
    expect(oneOfRequiredProblem(PLATFORM_SPEC, fields)).toBeNull();
  });

  it('holds the seven platforms of issue 17, each once, Shopify under the id that raises 10.2.1', () => {
    expect(SHIPPED_PLATFORMS.map((p) => p.id)).toEqual(['shopify', 'woocommerce', 'magento', 'salesforce-commerce-cloud', 'bigcommerce', 'wix', 'squarespace']);
  });

  it('refuses a global that is code rather than a name, and a header rule without a name', () => {
    expect(recordProblem(create, { name: 'X', globals: ['alert(1)'] })).toBe('Globals: "alert(1)" is not a JavaScript name such as Shopify or Shopify.shop.');
    expect(recordProblem(create, { name: 'X', headers: [': nginx'] })).toBe(
      'Document headers: ": nginx" must be a header name, optionally followed by ": " and a regular expression for its value.',
    );
  });
});
