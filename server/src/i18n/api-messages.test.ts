import { join } from 'node:path';
import { buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { openSocket } from '../../test/ws';
import { api, snapshot } from '../../../tests/rest/helpers';
import { apiMessagesInSource, HOLE } from './api-message-sources';
import { API_CATALOGUES, translateApiMessage } from './api-messages';

const holes = (text: string) => text.split(HOLE).length - 1;

describe('the API messages catalogue', () => {
  const found = apiMessagesInSource(join(__dirname, '..'));

  it('finds the messages the server throws (the extraction itself works)', () => {
    const messages = found.map((entry) => entry.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Language must be one of: en, de, fr, es',
        'Department must be one of: {}',
        'Authentication required',
        'Too many attempts. Please wait a while and try again.',
      ]),
    );
    expect(new Set(messages).size).toBeGreaterThan(300);
  });

  for (const [language, catalogue] of Object.entries(API_CATALOGUES)) {
    it(`${language} translates every message passed to the error helpers in the source`, () => {
      const missing = found.filter((entry) => catalogue[entry.message] === undefined);
      expect({ language, missing }).toEqual({ language, missing: [] });
    });

    it(`${language} fills exactly the values English has, none empty`, () => {
      const wrong = Object.entries(catalogue)
        .filter(([english, translated]) => !translated.trim() || holes(english) !== holes(translated))
        .map(([english]) => english);
      expect({ language, wrong }).toEqual({ language, wrong: [] });
    });
  }

  it('has the same English messages in every language', () => {
    const [first, ...others] = Object.values(API_CATALOGUES).map((catalogue) => Object.keys(catalogue).sort());
    for (const keys of others) expect(keys).toEqual(first);
  });
});

describe('translating an API message', () => {
  it('translates a known message and leaves English, unknown languages and unknown messages alone', () => {
    expect(translateApiMessage('Team not found', 'de')).toBe('Team nicht gefunden');
    expect(translateApiMessage('Team not found', 'en')).toBe('Team not found');
    expect(translateApiMessage('Team not found', 'ja')).toBe('Team not found');
    expect(translateApiMessage('Something the catalogue never heard of', 'fr')).toBe(
      'Something the catalogue never heard of',
    );
  });

  it('puts the values of a message back into its translation, translating those it knows', () => {
    expect(translateApiMessage('Department must be one of: Engineering, Sales', 'es')).toBe(
      'El departamento debe ser uno de los siguientes: Engineering, Sales',
    );
    expect(translateApiMessage('A team named "Platform" already exists', 'fr')).toBe(
      'Une équipe nommée « Platform » existe déjà',
    );
    // The most specific pattern wins over the general "{} is required".
    expect(translateApiMessage('Email is required', 'de')).toBe('Die E-Mail-Adresse ist erforderlich');
    expect(translateApiMessage('Start time is required', 'de')).toBe('Start time ist erforderlich');
  });
});

describe('the API answers in the requested language', () => {
  let t: TestApp;
  let token: string;
  const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.tokenFor(await buildUser(t));
  });
  afterAll(() => t.close());

  const graphql = async (headers: Record<string, string>) => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query: UPDATE_PROFILE, variables: { input: { jobTitle: 'QA' } } }),
    });
    return (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
  };

  it('answers a GraphQL validation error in French with Accept-Language: fr, in English without it', async () => {
    const before = await snapshot(t, 'users');
    const french = await graphql({ 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect(french.errors[0]).toMatchObject({
      message: "L'intitulé de poste doit comporter au moins 3 caractères",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const english = await graphql({});
    expect(english.errors[0]).toMatchObject({
      message: 'Job title must be at least 3 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unspoken = await graphql({ 'accept-language': 'ja' });
    expect(unspoken.errors[0].message).toBe('Job title must be at least 3 characters');
    expect(await snapshot(t, 'users')).toBe(before);
  });

  it('answers a REST validation error in French with Accept-Language: fr, in English without it', async () => {
    const before = await snapshot(t, 'users');
    const french = await api(t, 'PUT', '/auth/profile', {
      token,
      body: { jobTitle: 'QA' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({
      message: "L'intitulé de poste doit comporter au moins 3 caractères",
      code: 'BAD_USER_INPUT',
    });
    const english = await api(t, 'PUT', '/auth/profile', { token, body: { jobTitle: 'QA' } });
    expect(english.body).toMatchObject({ message: 'Job title must be at least 3 characters', code: 'BAD_USER_INPUT' });
    expect(await snapshot(t, 'users')).toBe(before);
  });

  it('answers a refused REST call and a missing path in German', async () => {
    const anonymous = await api(t, 'GET', '/auth/me', { headers: { 'accept-language': 'de-DE' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ message: 'Authentifizierung erforderlich', code: 'UNAUTHENTICATED' });
    const missing = await api(t, 'GET', '/no-such-thing', { token, headers: { 'accept-language': 'de' } });
    expect(missing.body).toMatchObject({ message: 'Kein solcher API-Pfad', code: 'NOT_FOUND' });
  });

  it('answers over graphql-ws in the language of the connection param `language`', async () => {
    const socket = openSocket(t.url, token, { connectionParams: { authorization: `Bearer ${token}`, language: 'es' } });
    try {
      await socket.connected;
      const subscription = socket.subscribe(`subscription ($after: ID) { notificationAdded(after: $after) { id } }`, {
        after: 'not-an-id',
      });
      // A refusal while subscribing comes as the operation's one result (or as its error), then it ends.
      const ended = await subscription.ended;
      const errors = subscription.received[0]?.errors ?? (ended as { message: string }[]);
      expect(errors[0]).toMatchObject({
        message: '`after` no es un identificador de notificación',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      await socket.dispose();
    }
  });
});
