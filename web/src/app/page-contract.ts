// What the web server gives the server renderer (entry-server.tsx) for a page and what it gets
// back (docs/server-rendering.md). Kept apart from the renderer, with no imports, so that the web
// server (web/server) checks its side against the same types without compiling the app.

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  cookie: string;
  acceptLanguage: string;
  userAgent: string;
  /** `Sec-CH-UA-Mobile` when the browser sends it (`?0` desktop, `?1` phone). */
  mobileHint?: string;
  /** The gateway's GraphQL endpoint, and the X-Forwarded-For/-Proto/-Host headers the web server
   * computed (the browser's chain, scheme and host: the api bases image URLs on them). */
  graphqlUrl: string;
  forwarded: Record<string, string>;
  /** Languages with translation files besides English, and a reader for their strings. */
  languages: ReadonlyArray<string>;
  strings: (language: string) => Promise<Record<string, Record<string, unknown>>>;
}

export interface RenderedPage {
  status: 200 | 404;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The theme the page is painted in. */
  theme: 'light' | 'dark';
  /** The browser toolbar's colour of the theme the customer chose, for every `theme-color` meta;
   * null when they chose none: each meta keeps its own scheme's colour (the system's decides). */
  themeColor: string | null;
  title: string;
  description: string;
  /** `<style>` elements of every rule the page uses, for the head. */
  styles: string;
  /** The markup inside `#root`. */
  html: string;
  /** The page state's JSON, safe inside a `<script type="application/json">`. */
  state: string;
}

/** The server renderer's entry point. */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;
