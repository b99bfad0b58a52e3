// fast-check arbitraries for what a careless or hostile caller sends (issue 18 item 6): wrong
// types, boundary numbers, unicode edge cases, huge strings, deep nesting, prototype-pollution
// keys; and, below JSON, invalid JSON, invalid UTF-8, duplicated keys and broken multipart.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from 'graphql';

const UNICODE_EDGES = [
  '',
  ' ',
  '\u0000',
  '\uD800', // a lone surrogate
  '\uFEFF',
  '\u202Eevil',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '𝕏'.repeat(50),
  '\u200B\u200C\u200D',
  '<script>alert(1)</script>',
  "'; DROP TABLE batches; --",
  '../../etc/passwd',
  '=cmd|" /C calc"!A0',
];

export const unicodeEdge = fc.oneof(fc.constantFrom(...UNICODE_EDGES), fc.string({ unit: 'binary', maxLength: 40 }));

export const boundaryNumber = fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e-320);

/** Up to 100,000 characters: over every length limit the product sets, under the body limit. */
export const hugeString = fc.integer({ min: 10_001, max: 100_000 }).map((length) => 'a'.repeat(length));

const deeplyNested = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const pollution = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__": {"isSuperAdmin": true}}'),
  JSON.parse('{"constructor": {"prototype": {"isSuperAdmin": true}}}'),
  JSON.parse('{"name": "x", "__proto__": {"polluted": 1}}'),
);

/** One JSON value a schema did not ask for. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: false }) },
  { weight: 2, arbitrary: unicodeEdge },
  { weight: 2, arbitrary: boundaryNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, [], {}, '', [[]], { '': '' }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: fc.array(fc.constant({ link: 'https://a.example/' }), { minLength: 1_001, maxLength: 3_000 }) },
);

type Json = Record<string, unknown>;

/**
 * A body near the valid one (`valid`): one field given a bad value, one dropped, one unknown
 * added, or the whole body replaced; so validation is tried field by field, not only at the door.
 */
export const badBody = (valid: unknown): fc.Arbitrary<unknown> => {
  const keys = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  const options: fc.Arbitrary<unknown>[] = [badValue];
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), badValue).map(([key, value]) => ({ ...(valid as Json), [key]: value })),
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid as Json).filter(([k]) => k !== key))),
    );
  }
  options.push(fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), badValue).map(([key, value]) => ({ ...((valid as Json) ?? {}), [key]: value })));
  return fc.oneof(...options);
};

/** Bytes no JSON parser should accept, or should accept only with care. */
export interface RawBody {
  contentType: string;
  bytes: Buffer;
}

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.string({ maxLength: 200 }).map((text) => ({ contentType: 'application/json', bytes: Buffer.from(`{"name": ${text}`) })),
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({ contentType: 'application/json', bytes: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from(bytes), Buffer.from('"}')]) })),
  fc.constantFrom('{"name":"a","name":{"x":1}}', '{"batchLinks":[],"batchLinks":"x"}', '{"__proto__":{"a":1},"__proto__":{"b":2}}').map((text) => ({ contentType: 'application/json', bytes: Buffer.from(text) })),
  fc.string({ maxLength: 200 }).map((text) => ({
    contentType: 'multipart/form-data; boundary=XyZ',
    bytes: Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${text}\r\n--Xy`),
  })),
  fc.constant({ contentType: 'multipart/form-data', bytes: Buffer.from('no boundary at all') }),
  fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded').map((contentType) => ({ contentType, bytes: Buffer.from('name=%E0%A4%A&a[__proto__][b]=1') })),
);

/**
 * Variables a GraphQL type accepts (so the call gets past the type check to the resolver's own
 * validation): strings from the edge cases, integers at 32-bit bounds, any JSON, empty lists.
 */
export const graphqlValueOf = (type: GraphQLInputType): fc.Arbitrary<unknown> => {
  if (isNonNullType(type)) return graphqlValueOf(type.ofType as GraphQLInputType);
  if (isListType(type)) return fc.array(graphqlValueOf(type.ofType as GraphQLInputType), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, fc.oneof(fc.constant(undefined), graphqlValueOf(field.type))])),
    ).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return fc.oneof(fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)), fc.integer());
    case 'Float':
      return fc.oneof(fc.constantFrom(0, -1, Number.MAX_VALUE, Number.MIN_VALUE), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'Boolean':
      return fc.boolean();
    case 'JSON':
    case 'JSONObject':
      return fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.object({ maxDepth: 2 }));
    case 'DateTime':
    case 'DateTimeISO':
      return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), unicodeEdge);
  }
  return fc.oneof({ weight: 4, arbitrary: unicodeEdge }, { weight: 1, arbitrary: hugeString }, { weight: 2, arbitrary: fc.uuid() });
};
