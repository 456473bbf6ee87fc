import { buildSchema, specifiedRules, type ValidationRule } from 'graphql';
import { validatedDocuments } from './validated-documents';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { tick(after: String): Int }
`);

/** The rules graphql-js runs, and one that counts how often a document is validated. */
function counting() {
  const counter = { validations: 0 };
  const rule: ValidationRule = () => {
    counter.validations += 1;
    return {};
  };
  return { counter, rules: [...specifiedRules, rule] };
}

describe('validated documents of a socket', () => {
  it('validates a document once, however many subscriptions send its text', () => {
    const { counter, rules } = counting();
    const check = validatedDocuments(schema, rules, { maxTokens: 1000 });
    const query = 'subscription ($after: String) { tick(after: $after) }';
    const first = check(query);
    const again = Array.from({ length: 50 }, () => check(query));
    expect(first.errors).toBeUndefined();
    expect(counter.validations).toBe(1);
    // The same document each time: graphql-js keeps what it works out per document (fields collected).
    expect(again.every((checked) => checked.document === first.document)).toBe(true);
    check('subscription { tick }');
    expect(counter.validations).toBe(2);
  });

  it('refuses an invalid document every time, and keeps none', () => {
    const { counter, rules } = counting();
    const check = validatedDocuments(schema, rules, { maxTokens: 1000 });
    for (let i = 0; i < 3; i++) {
      const checked = check('subscription { tock }');
      expect(checked.document).toBeUndefined();
      expect(checked.errors?.[0].message).toMatch(/Cannot query field "tock"/);
    }
    expect(counter.validations).toBe(3);
  });

  it('keeps at most so many documents (the oldest go first), and none longer than the bound', () => {
    const { counter, rules } = counting();
    const check = validatedDocuments(schema, rules, { maxTokens: 1000, kept: 2, keptLength: 40 });
    const [a, b, c] = ['subscription A { tick }', 'subscription B { tick }', 'subscription C { tick }'];
    check(a);
    check(b);
    check(c); // a goes
    check(b);
    check(c);
    expect(counter.validations).toBe(3);
    check(a);
    expect(counter.validations).toBe(4);
    const long = `subscription ${'L'.repeat(40)} { tick }`;
    check(long);
    check(long);
    expect(counter.validations).toBe(6);
  });
});
