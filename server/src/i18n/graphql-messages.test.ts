import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql, GraphQLScalarType } from 'graphql';
import { buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { openSocket } from '../../test/ws';
import { scalars } from '../graphql/scalars';
import { translateApiMessage } from './api-messages';
import { GRAPHQL_CATALOGUES } from './graphql-messages';

/** A schema small enough to provoke each of graphql-js's messages by name. */
const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar Date
    scalar DateTime
    scalar Odd
    scalar Empty
    enum Role {
      STAFF
      ADMIN
    }
    input ProfileInput {
      jobTitle: String!
      days: Int
      role: Role
      hours: Float
      remote: Boolean
      badgeId: ID
      startDate: Date
      updatedAt: DateTime
      odd: Odd
      empty: Empty
    }
    type Team {
      name: String
    }
    type Profile {
      id: ID!
      jobTitle: String
      team: Team
    }
    input PersonKey @oneOf {
      id: ID
      email: String
    }
    union Result = Profile | Team
    type Query {
      profile(id: ID!): Profile
      result: Result
      person(key: PersonKey!): Profile
    }
    type Mutation {
      update(input: ProfileInput!): Profile
    }
  `,
  resolvers: {
    Date: scalars.Date,
    DateTime: scalars.DateTime,
    // A scalar that refuses with a plain Error, and one that answers nothing: graphql-js words both itself.
    Odd: new GraphQLScalarType({
      name: 'Odd',
      parseValue: () => {
        throw new Error('not odd');
      },
    }),
    Empty: new GraphQLScalarType({ name: 'Empty', parseValue: () => undefined }),
  },
});

const UPDATE = 'mutation ($input: ProfileInput!) { update(input: $input) { id } }';

/** Each template of the catalogue, and a request that makes graphql-js (or a scalar of ours) write it. */
const SAMPLES: Record<string, { source: string; variables?: Record<string, unknown>; operationName?: string }> = {
  'Cannot query field "{}" on type "{}".': { source: '{ profile(id: "1") { jobTitel } }' },
  'Unknown argument "{}" on field "{}".': { source: '{ profile(id: "1", ids: 2) { id } }' },
  'Field "{}" argument "{}" of type "{}" is required, but it was not provided.': { source: '{ profile { id } }' },
  'Unknown type "{}".': { source: 'query ($id: Identifier!) { profile(id: $id) { id } }' },
  'Unknown fragment "{}".': { source: '{ profile(id: "1") { ...Missing } }' },
  'Unknown directive "{}".': { source: '{ profile(id: "1") @cached { id } }' },
  'Field "{}" must not have a selection since type "{}" has no subfields.': {
    source: '{ profile(id: "1") { id { value } } }',
  },
  'Field "{}" of type "{}" must have a selection of subfields.': { source: '{ profile(id: "1") { team } }' },
  'Variable "{}" is not defined.': { source: '{ profile(id: $id) { id } }' },
  'Variable "{}" is not defined by operation "{}".': { source: 'query Person { profile(id: $id) { id } }' },
  'Variable "{}" is never used.': { source: 'query ($unused: Int) { profile(id: "1") { id } }' },
  'Variable "{}" is never used in operation "{}".': {
    source: 'query Person($unused: Int) { profile(id: "1") { id } }',
  },
  'Variable "{}" of type "{}" used in position expecting type "{}".': {
    source: 'query ($id: String!) { profile(id: $id) { id } }',
  },
  'Expected value of type "{}", found {}.': { source: 'mutation { update(input: 5) { id } }' },
  'Expected value of type "{}", found {}; {}': {
    source: 'mutation { update(input: { jobTitle: "QA", odd: 1 }) { id } }',
  },
  'Field "{}" of required type "{}" was not provided.': { source: UPDATE, variables: { input: {} } },
  'Field "{}" is not defined by type "{}".': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', jobTitel: 'QA' } },
  },
  'Field "{}" must be non-null.': {
    source: 'query ($key: PersonKey!) { person(key: $key) { id } }',
    variables: { key: { id: null } },
  },
  'Exactly one key must be specified for OneOf type "{}".': {
    source: 'query ($key: PersonKey!) { person(key: $key) { id } }',
    variables: { key: { id: '1', email: 'a@b.c' } },
  },
  'Enum "{}" cannot represent non-enum value: {}.': {
    source: 'mutation { update(input: { jobTitle: "QA", role: "STAFF" }) { id } }',
  },
  'Variable "{}" of required type "{}" was not provided.': { source: UPDATE },
  'Variable "{}" of non-null type "{}" must not be null.': { source: UPDATE, variables: { input: null } },
  'Variable "{}" got invalid value {}; {}': { source: UPDATE, variables: { input: 'QA' } },
  'Variable "{}" got invalid value {} at "{}"; {}': { source: UPDATE, variables: { input: { jobTitle: 7 } } },
  'Expected non-nullable type "{}" not to be null.': { source: UPDATE, variables: { input: { jobTitle: null } } },
  'Expected type "{}" to be an object.': { source: UPDATE, variables: { input: 'QA' } },
  'Expected type "{}".': { source: UPDATE, variables: { input: { jobTitle: 'QA', empty: 1 } } },
  'Expected type "{}". {}': { source: UPDATE, variables: { input: { jobTitle: 'QA', odd: 1 } } },
  'Int cannot represent non-integer value: {}': { source: UPDATE, variables: { input: { jobTitle: 'QA', days: 1.5 } } },
  'Int cannot represent non 32-bit signed integer value: {}': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', days: 2 ** 40 } },
  },
  'Float cannot represent non numeric value: {}': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', hours: 'x' } },
  },
  'String cannot represent a non string value: {}': { source: UPDATE, variables: { input: { jobTitle: 7 } } },
  'Boolean cannot represent a non boolean value: {}': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', remote: 'yes' } },
  },
  'ID cannot represent value: {}': { source: UPDATE, variables: { input: { jobTitle: 'QA', badgeId: true } } },
  'ID cannot represent a non-string and non-integer value: {}': {
    source: 'mutation { update(input: { jobTitle: "QA", badgeId: 1.5 }) { id } }',
  },
  'Enum "{}" cannot represent non-string value: {}.': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', role: 3 } },
  },
  'Value "{}" does not exist in "{}" enum.': { source: UPDATE, variables: { input: { jobTitle: 'QA', role: 'ADMN' } } },
  'Date must be a real date written YYYY-MM-DD, got {}': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', startDate: '2026-02-30' } },
  },
  'DateTime must be an ISO 8601 timestamp between the years 1 and 9999, got {}': {
    source: UPDATE,
    variables: { input: { jobTitle: 'QA', updatedAt: 'yesterday' } },
  },
  'Syntax Error: Expected {}, found {}.': { source: '{ profile(' },
  'Syntax Error: Unexpected {}.': { source: '{ profile(id: "1") { id } } }' },
  'Must provide operation name if query contains multiple operations.': {
    source: 'query A { result { __typename } } query B { result { __typename } }',
  },
  'Unknown operation named "{}".': { source: 'query A { result { __typename } }', operationName: 'B' },
};

/** The messages graphql-js answers a sample with, in English. */
async function messagesOf(sample: (typeof SAMPLES)[string]): Promise<string[]> {
  const result = await graphql({
    schema,
    source: sample.source,
    variableValues: sample.variables,
    operationName: sample.operationName,
  });
  return (result.errors ?? []).map((error) => error.message);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (template: string) => new RegExp(`^${template.split('{}').map(escape).join('.+?')}$`);

/** A message is the template's when it, or the reason after one of its "; ", reads as the template. */
const writtenBy = (template: string, message: string) => {
  const body = message.replace(/ Did you mean .+\?$/, '');
  return [body, ...body.split('; ').slice(1)].some((part) => pattern(template).test(part));
};

/** A template's longest piece of English: it must not be left in a translation. */
const englishOf = (template: string) =>
  template
    .split('{}')
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0];

describe("graphql-js's own messages in the API's languages", () => {
  const samples = new Map<string, string>();

  beforeAll(async () => {
    for (const [template, sample] of Object.entries(SAMPLES)) {
      const message = (await messagesOf(sample)).find((text) => writtenBy(template, text));
      if (message) samples.set(template, message);
    }
  });

  it('provokes every template of the catalogue from graphql-js itself', () => {
    const templates = Object.keys(GRAPHQL_CATALOGUES.de).filter(
      (key) => !['Did you mean {}?', 'to use an inline fragment on {}', 'the enum value {}', ' or '].includes(key),
    );
    const unmatched = templates.filter((template) => !samples.has(template));
    expect({ unmatched }).toEqual({ unmatched: [] });
    expect([...samples.keys()].sort()).toEqual(templates.sort());
  });

  for (const language of ['de', 'fr', 'es'] as const) {
    it(`translates each template into ${language}, keeping the names it quotes`, () => {
      const wrong: Record<string, string> = {};
      for (const [template, english] of samples) {
        const translated = translateApiMessage(english, language);
        const quoted = [...english.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
        if (
          translated === english ||
          translated.includes(englishOf(template)) ||
          quoted.some((name) => !translated.includes(name))
        )
          wrong[english] = translated;
      }
      expect(wrong).toEqual({});
    });
  }

  it('translates the reason nested in a variable error and the suggestions after it', async () => {
    const [nested] = await messagesOf(SAMPLES['Variable "{}" got invalid value {} at "{}"; {}']);
    expect(nested).toBe(
      'Variable "$input" got invalid value 7 at "input.jobTitle"; String cannot represent a non string value: 7',
    );
    expect(translateApiMessage(nested, 'de')).toBe(
      'Die Variable „$input“ hat einen ungültigen Wert erhalten: 7 bei „input.jobTitle“; String kann keinen Wert darstellen, der keine Zeichenkette ist: 7',
    );
    const [suggested] = await messagesOf(SAMPLES['Value "{}" does not exist in "{}" enum.']);
    expect(suggested).toBe(
      'Variable "$input" got invalid value "ADMN" at "input.role"; Value "ADMN" does not exist in "Role" enum. Did you mean the enum value "ADMIN"?',
    );
    expect(translateApiMessage(suggested, 'fr')).toBe(
      'La variable « $input » a reçu une valeur invalide "ADMN" à « input.role » ; La valeur « ADMN » n\'existe pas dans l\'énumération « Role ». Vouliez-vous dire la valeur "ADMIN" ?',
    );
    expect(
      translateApiMessage('Cannot query field "nam" on type "Team". Did you mean "name", "names", or "nom"?', 'es'),
    ).toBe('No se puede consultar el campo «nam» en el tipo «Team». ¿Quería decir "name", "names" o "nom"?');
  });

  it('leaves a message it has no template for in English, and English alone', () => {
    const unknown = 'Fields "a" conflict because they return conflicting types "Int" and "String".';
    for (const language of ['de', 'fr', 'es']) expect(translateApiMessage(unknown, language)).toBe(unknown);
    expect(translateApiMessage('Cannot query field "x" on type "Team".', 'en')).toBe(
      'Cannot query field "x" on type "Team".',
    );
  });
});

describe('the GraphQL endpoint answers graphql-js errors in the requested language', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.tokenFor(await buildUser(t));
  });
  afterAll(() => t.close());

  const post = async (body: unknown, language?: string) => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
  };

  it('translates a validation error and a variable error over HTTP, with their codes unchanged', async () => {
    const query = { query: '{ viewer { id nickname } }' };
    expect((await post(query, 'de')).errors[0]).toMatchObject({
      message:
        'Das Feld „nickname“ kann für den Typ „User“ nicht abgefragt werden. Meinten Sie "firstName", "fullName" oder "lastName"?',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await post(query)).errors[0].message).toBe(
      'Cannot query field "nickname" on type "User". Did you mean "firstName", "fullName", or "lastName"?',
    );
    const variables = {
      query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      variables: { input: { jobTitle: 5 } },
    };
    expect((await post(variables, 'fr')).errors[0]).toMatchObject({
      message:
        "La variable « $input » a reçu une valeur invalide 5 à « input.jobTitle » ; String ne peut pas représenter une valeur qui n'est pas une chaîne : 5",
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('translates them over graphql-ws in the language of the connection', async () => {
    const socket = openSocket(t.url, token, { connectionParams: { authorization: `Bearer ${token}`, language: 'de' } });
    try {
      await socket.connected;
      const subscription = socket.subscribe(`subscription { notificationAdded { nickname } }`, {});
      const ended = await subscription.ended;
      const errors = subscription.received[0]?.errors ?? (ended as { message: string }[]);
      expect(errors[0].message).toBe('Das Feld „nickname“ kann für den Typ „Notification“ nicht abgefragt werden.');
    } finally {
      await socket.dispose();
    }
  });
});
