import { tokens } from '@fluentui/react-theme';
import { inlineTokenReads } from './inline-fluent-tokens';

const IMPORT = "import { makeStyles, tokens } from '@fluentui/react-components';\n";

describe("the build's inlining of Fluent's tokens", () => {
  it('writes the value of every token in place of its read', () => {
    const names = Object.keys(tokens) as Array<keyof typeof tokens>;
    const code = IMPORT + names.map((name) => `use(tokens.${name});`).join('\n');
    expect(inlineTokenReads(code)).toBe(IMPORT + names.map((name) => `use(${JSON.stringify(tokens[name])});`).join('\n'));
    expect(inlineTokenReads('import { tokens } from "@fluentui/react-theme";\nconst w = `calc(${tokens.strokeWidthThin} + 0.25px)`;'))
      .toBe('import { tokens } from "@fluentui/react-theme";\nconst w = `calc(${"var(--strokeWidthThin)"} + 0.25px)`;');
    // The few tokens with a fallback keep it.
    expect(inlineTokenReads(`${IMPORT}x(tokens.zIndexPopup)`)).toBe(`${IMPORT}x("var(--zIndexPopup, 2000)")`);
  });

  it('leaves other code alone', () => {
    const notFluent = "import { tokens } from './lexer';\nconst next = tokens.shift;";
    expect(inlineTokenReads(notFluent)).toBe(notFluent);
    const others = `${IMPORT}a(theme.tokens.colorBrandBackground, mytokens.colorBrandBackground, tokens.notAToken, tokens);`;
    expect(inlineTokenReads(others)).toBe(others);
  });
});
