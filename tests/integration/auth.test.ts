import { describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/graphql';
import { smsCode } from '../support/sms';
import { freshAddress } from '../support/accounts';

const gatewayUrl = inject('gatewayUrl');

interface User { email: string; firstname: string; role: string }
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { access_token token_type user { email firstname role } } }`;
const PROFILE = `query { profile { email firstname role } }`;

describe('accounts through the gateway', () => {
  it('signs in with the demo account and reads the profile with the Bearer token', async () => {
    const login = await graphql<{ login: { access_token: string; token_type: string; user: User } }>(gatewayUrl, LOGIN, {
      variables: { input: { email: 'demo@storefront.test', password: 'demo-pass-1' } },
    });
    expect(login.errors).toBeUndefined();
    const { access_token: token, token_type: type, user } = login.data!.login;
    expect(type).toBe('Bearer');
    expect(user).toMatchObject({ email: 'demo@storefront.test', role: 'user' });

    const profile = await graphql<{ profile: User }>(gatewayUrl, PROFILE, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.errors).toBeUndefined();
    expect(profile.data?.profile).toEqual(user);
  });

  it('answers a request without a token with a GraphQL error carrying status 401', async () => {
    const anonymous = await graphql(gatewayUrl, PROFILE);
    expect(anonymous.errors?.[0].extensions).toMatchObject({ status: 401, statusCode: 'ERROR_100' });
    expect(anonymous.errors?.[0].message).toBe('User is not logged in.');
  });

  it('reports a wrong password as the REST error, without naming the account', async () => {
    const wrong = await graphql(gatewayUrl, LOGIN, { variables: { input: { email: 'demo2@storefront.test', password: 'nope-nope' } } });
    expect(wrong.errors?.[0].extensions).toMatchObject({ status: 400, statusCode: 'ERROR_102' });
  });
});

describe('login throttling behind the gateway', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const attempt = (email: string, password: string, ip: string) =>
    graphql<{ login: { access_token: string } }>(gatewayUrl, LOGIN, { variables: { input: { email, password } }, headers: from(ip) });

  it('counts an account’s failures from every address, and never slows the other customers behind the guesser’s address', async () => {
    // An account no other test signs in to: a throttled one waits from every address.
    const target = `guessed-${Date.now()}@storefront.test`;
    const codes: unknown[] = [];
    for (let i = 0; i < 7; i++) codes.push((await attempt(target, `guess-${i}`, '203.0.113.7')).errors?.[0].extensions?.statusCode);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('ERROR_102'));
    expect(codes.at(-1)).toBe('ERROR_429');

    const fromElsewhere = await attempt(target, 'guess-7', '198.51.100.9');
    expect(fromElsewhere.errors?.[0].extensions?.statusCode).toBe('ERROR_429');

    const sameOffice = await attempt('demo@storefront.test', 'demo-pass-1', '203.0.113.7');
    expect(sameOffice.errors).toBeUndefined();
    expect(sameOffice.data?.login.access_token).toMatch(/^\d+\|/);
  });
});

describe('sign-up through the gateway', () => {
  const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { verifyId phone } }`;
  const VERIFY = `mutation Verify($input: VerifyPhoneInput!) { verifyPhone(input: $input) { token user { firstname phone } } }`;

  it('texts a code that the api log shows, and the code signs the new customer in', async () => {
    const phone = '14165557788';
    const sent = await graphql<{ register: { verifyId: string; phone: string } }>(gatewayUrl, REGISTER, {
      variables: { input: { firstname: 'Omar', phone: '+1 416 555 7788', password: 'omar-pass-1' } }, headers: freshAddress(),
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.register.phone).toBe('*******7788');
    const verifyCode = await smsCode(phone);
    const verified = await graphql<{ verifyPhone: { token: string; user: { firstname: string; phone: string } } }>(
      gatewayUrl, VERIFY, { variables: { input: { verifyId: sent.data!.register.verifyId, verifyCode } } },
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyPhone.user).toEqual({ firstname: 'Omar', phone });
    const profile = await graphql<{ profile: User }>(gatewayUrl, PROFILE, {
      headers: { authorization: `Bearer ${verified.data!.verifyPhone.token}` },
    });
    expect(profile.data?.profile.firstname).toBe('Omar');
  });

  it('a wrong code is a GraphQL error naming the field', async () => {
    const wrong = await graphql(gatewayUrl, VERIFY, { variables: { input: { verifyId: crypto.randomUUID(), verifyCode: '000000' } } });
    expect(wrong.errors?.[0].extensions).toMatchObject({ status: 400, statusCode: 'ERROR_201', params: { verifyCode: ['Wrong verification code'] } });
  });
});
