// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type PageRequest } from './entry-server';
import { sentOperation } from '../test/graphql-requests';

// The server renders a page with the data its queries fetch: an id of the address that no row
// can have must not reach one of them. The page is "not found" (404) or opens nothing, and the
// gateway is asked nothing about it.

const UUID = '31ff375d-a715-42b9-b45a-b6c255f77c5d';

/** The operations the render sent to the gateway, each answered with an error (no data needed;
 * the app logs those errors, which these tests expect). */
function recordOperations(): string[] {
  const sent: string[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push(sentOperation(url, init).operationName);
    return new Response(JSON.stringify({ errors: [{ message: 'not answered in this test' }] }), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function request(url: string): PageRequest {
  return {
    url, cookie: '', acceptLanguage: 'en', userAgent: 'test', graphqlUrl: 'http://gateway.test/graphql', forwarded: {},
    languages: [], strings: async () => ({}),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the server renderer, given an id that is malformed', () => {
  it.each([
    ['/branches/1e3', ['BranchPage', 'BranchGallery']],
    ['/branches/2147483648', ['BranchPage', 'BranchGallery']],
    ['/recipes/2147483648', ['Recipe']],
    ['/careers/2147483648', ['Career']],
    ['/banners/0x10', ['Banner']],
  ])('answers %s "not found" without asking for it', async (url, operations) => {
    const sent = recordOperations();
    const page = await renderPage(request(url));
    expect(page.status).toBe(404);
    expect(sent.filter((name) => operations.includes(name))).toEqual([]);
  });

  it.each(['/?product=..%2Fsettings', '/?product=p-1&branch=501'])('draws %s without a product, not asking for one', async (url) => {
    const sent = recordOperations();
    const page = await renderPage(request(url));
    expect(page.html).not.toContain('data-served-sheet');
    expect(sent).not.toContain('ProductDetails');
  });

  it('asks for the product of a well-formed ?product= (the same render, for comparison)', async () => {
    const sent = recordOperations();
    await renderPage(request(`/?product=${UUID}`));
    expect(sent).toContain('ProductDetails');
  });
});
