import { tokens } from '@fluentui/react-theme';
import type { Plugin } from 'vite';

/** Fluent's `tokens` map every design token to its CSS variable (`tokens.colorNeutralForeground1`
 * is `'var(--colorNeutralForeground1)'`), all 467 of them in one object: one read of it anywhere
 * (Fluent's Button reads `tokens.strokeWidthThin` at run time) puts the whole map in the first
 * load (3.2 KB gzip). Each read is a constant, so the build writes the value in its place, and
 * the object, no longer read, is left out of the bundle. */
const TOKENS_IMPORT = /import\s*\{[^}]*\btokens\b[^}]*\}\s*from\s*["']@fluentui\/(?:react-components|react-theme|tokens)["']/;
const TOKEN_READ = /(?<![\w$.])tokens\.([A-Za-z0-9_]+)\b/g;

/** `code` with every `tokens.<name>` of a known token replaced by its value; unchanged when the
 * module does not import Fluent's `tokens`. */
export function inlineTokenReads(code: string): string {
  if (!TOKENS_IMPORT.test(code)) return code;
  return code.replace(TOKEN_READ, (read, name: string) => (Object.hasOwn(tokens, name) ? JSON.stringify(tokens[name as keyof typeof tokens]) : read));
}

export function inlineFluentTokens(): Plugin {
  return {
    name: 'storefront:inline-fluent-tokens',
    apply: 'build',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const inlined = inlineTokenReads(code);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}
