import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { REDACTED, redactUrl, redactUrlCredentials, SECRET_QUERY_PARAMETERS, withLogRedaction } from './log-redaction';

describe('redactUrl', () => {
  it.each(SECRET_QUERY_PARAMETERS)('hides the value of %s and keeps its name', (name) => {
    expect(redactUrl(`/api/v1/auth/login?lang=en&${name}=s3cret-value&page=2`)).toBe(`/api/v1/auth/login?lang=en&${name}=${REDACTED}&page=2`);
  });

  it('hides the push token of a logout and every value of a repeated parameter', () => {
    expect(redactUrl('/api/v1/auth/logout?firebase_token=fcm%3Aabc&firebase_token=fcm2'))
      .toBe(`/api/v1/auth/logout?firebase_token=${REDACTED}&firebase_token=${REDACTED}`);
  });

  it('matches names in any case, percent-encoded, or as the last part of a[b] and a.b', () => {
    expect(redactUrl('/x?Phone=1416&EMAIL=a%40b.test&verifycode=123456')).toBe(`/x?Phone=${REDACTED}&EMAIL=${REDACTED}&verifycode=${REDACTED}`);
    expect(redactUrl('/x?pass%77ord=p&user%5Bpassword%5D=p&user[token]=t&user.email=e'))
      .toBe(`/x?pass%77ord=${REDACTED}&user%5Bpassword%5D=${REDACTED}&user[token]=${REDACTED}&user.email=${REDACTED}`);
  });

  it('hides a value whole, encoded separators and all', () => {
    expect(redactUrl('/x?email=a%26b%3Dc%40d.test&lang=en')).toBe(`/x?email=${REDACTED}&lang=en`);
  });

  it('keeps other parameters, empty values and names without a value as they are', () => {
    expect(redactUrl('/api/v1/rest/shops?lang=en&perPage=10&phone=&token&search=pizza%20hut'))
      .toBe('/api/v1/rest/shops?lang=en&perPage=10&phone=&token&search=pizza%20hut');
    expect(redactUrl('/api/v1/rest/products/paginate')).toBe('/api/v1/rest/products/paginate');
    expect(redactUrl('/x?')).toBe('/x?');
    // Names that only contain a secret one are not it.
    expect(redactUrl('/x?phone_code=44&codes=1&tokenized=yes')).toBe('/x?phone_code=44&codes=1&tokenized=yes');
  });

  it('hides the hash of an e-mail link in the path, not the phone route beside it', () => {
    const hash = 'ab'.repeat(32);
    expect(redactUrl(`/api/v1/auth/verify/${hash}?lang=en`)).toBe(`/api/v1/auth/verify/${REDACTED}?lang=en`);
    expect(redactUrl(`/verify-email/${hash}`)).toBe(`/verify-email/${REDACTED}`);
    expect(redactUrl('/api/v1/auth/verify/phone?lang=en')).toBe('/api/v1/auth/verify/phone?lang=en');
    expect(redactUrl('/api/v1/auth/verify/phone/')).toBe('/api/v1/auth/verify/phone/');
  });
});

describe('redactUrlCredentials', () => {
  it('keeps the scheme, user, host and port of a connection URL and hides its password', () => {
    expect(redactUrlCredentials('smtp://mailer:s3cr%40t@mail.example:587')).toBe(`smtp://mailer:${REDACTED}@mail.example:587`);
    expect(redactUrlCredentials('smtps://mail.example')).toBe('smtps://mail.example');
    expect(redactUrlCredentials('smtp://:s3cret@mail.example')).toBe('smtp://mail.example');
  });

  it('leaves out a path and a query, and hides a value that is no URL whole', () => {
    expect(redactUrlCredentials('smtp://u:p@mail.example/x?tls.passphrase=s3cret')).toBe(`smtp://u:${REDACTED}@mail.example`);
    expect(redactUrlCredentials('u:s3cret@mail.example:587')).not.toContain('s3cret');
    expect(redactUrlCredentials('not a url s3cret')).toBe(REDACTED);
  });
});

/** A Fastify app whose logger writes its lines into `lines`. */
function loggingApp(logger: Record<string, unknown> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => { lines.push(JSON.parse(line)); } };
  const app = Fastify({ logger: withLogRedaction({ level: 'debug', stream, ...logger }) });
  return { app, lines };
}

describe('withLogRedaction', () => {
  it('leaves no logger as none', () => {
    expect(withLogRedaction(false)).toBe(false);
    expect(withLogRedaction(undefined)).toBe(false);
    expect(withLogRedaction(true)).toMatchObject({ redact: { censor: REDACTED } });
  });

  it('hides secret headers and fields wherever a logged object has them', () => {
    const { app, lines } = loggingApp();
    app.log.info({
      request: { headers: { authorization: 'Bearer 1|abc', cookie: 'session=abc', 'x-lang': 'en' }, body: { phone: '1416', password: 'p', code: '123456' } },
      response: { headers: { 'set-cookie': 'session=abc' } },
      err: { code: 'FST_ERR_VALIDATION', token: 't', response: { headers: { 'proxy-authorization': 'Basic x' }, body: { access_token: 'a' } } },
      password_confirmation: 'p', verifyCode: '123456', access_token: 'a', firebase_token: 'f', id_token: 'i', old_password: 'o',
    }, 'line');
    expect(lines[0]).toMatchObject({
      request: { headers: { authorization: REDACTED, cookie: REDACTED, 'x-lang': 'en' }, body: { phone: '1416', password: REDACTED, code: REDACTED } },
      response: { headers: { 'set-cookie': REDACTED } },
      // An error's own code stays: it says what failed.
      err: { code: 'FST_ERR_VALIDATION', token: REDACTED, response: { headers: { 'proxy-authorization': REDACTED }, body: { access_token: REDACTED } } },
      password_confirmation: REDACTED, verifyCode: REDACTED, access_token: REDACTED, firebase_token: REDACTED, id_token: REDACTED, old_password: REDACTED,
    });
  });

  it('filters the URL of Fastify\'s request lines and keeps their other fields', async () => {
    const { app, lines } = loggingApp();
    app.get('/auth/logout', async () => 'ok');
    await app.inject({ url: '/auth/logout?firebase_token=fcm-1&lang=en', remoteAddress: '10.0.0.9' });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toEqual({ method: 'GET', url: `/auth/logout?firebase_token=${REDACTED}&lang=en`, host: 'localhost:80', remoteAddress: '10.0.0.9' });
    expect(JSON.stringify(lines)).not.toContain('fcm-1');
  });

  it('keeps a caller\'s own request serializer and redact paths, filtering what they log', async () => {
    const { app, lines } = loggingApp({
      serializers: { req: (request: { url: string; headers: object; body: object }) => ({ url: request.url, headers: request.headers, body: request.body, mine: true }) },
      redact: ['req.mine'],
    });
    app.post('/x', async () => 'ok');
    app.addHook('preHandler', async (request) => { request.log.info({ req: request }, 'with its body'); });
    await app.inject({
      method: 'POST', url: '/x?phone=14165550100', headers: { authorization: 'Bearer 1|abc', cookie: 'a=b', 'x-lang': 'en' }, payload: { phone: '1416', password: 'p' },
    });
    expect(lines.find((line) => line.msg === 'incoming request')?.req).toEqual({
      url: `/x?phone=${REDACTED}`, headers: expect.objectContaining({ authorization: REDACTED, cookie: REDACTED, 'x-lang': 'en' }), mine: REDACTED,
    });
    expect(lines.find((line) => line.msg === 'with its body')?.req).toMatchObject({ body: { phone: '1416', password: REDACTED } });
  });

  it('never fails on a logged `req` that is no request', () => {
    const { app, lines } = loggingApp();
    app.log.info({ req: { note: 'not a request' } }, 'odd');
    expect(lines[0]).toMatchObject({ msg: 'odd' });
  });
});
