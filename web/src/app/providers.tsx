import { useLayoutEffect, type ReactNode } from 'react';
import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { FluentProvider, RendererProvider, SSRProvider, tokens, type GriffelRenderer } from '@fluentui/react-components';
import { useFluentTheme } from '../shared/lib/theme';
import { applyThemeColor } from '../shared/lib/theme/theme-color';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { RootStoreProvider, shownTheme, useRootStore, type RootState, type RootStore } from '../shared/lib/storage';
import { applyDocumentLanguage, directionOf, useActiveLanguage, type WrittenLanguage } from '../shared/lib/i18n';
import { AppToaster } from '../shared/ui/toasts';
import { useLanguages } from '../features/preferences';
import { LocaleCacheReset } from './locale-cache-reset';
import { ViewportHintContext } from '../shared/hooks/use-media-query';

// A style object, not makeStyles: classes made outside the provider would carry the wrong
// direction once it switches to rtl (Fluent warns about mixing them).
const rootStyle = { minHeight: '100dvh', backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 };

/** Theme and direction for Fluent and the document, from the store and the active language. */
function ThemedShell({ languages, children }: { languages?: ReadonlyArray<WrittenLanguage>; children: ReactNode }) {
  const choice = useRootStore((s) => s.theme);
  const theme = shownTheme(choice);
  const known = useLanguages();
  const language = useActiveLanguage();
  const dir = directionOf(language, languages ?? known);
  const fluentTheme = useFluentTheme(theme);
  useLayoutEffect(() => {
    applyDocumentLanguage(language, dir);
    document.documentElement.style.colorScheme = theme;
  }, [language, dir, theme]);
  useLayoutEffect(() => applyThemeColor(choice), [choice]);

  return (
    <FluentProvider
      theme={fluentTheme}
      dir={dir}
      style={rootStyle}
      data-theme={theme}
      lang={language}
    >
      {children}
      <AppToaster />
    </FluentProvider>
  );
}

export interface AppProvidersProps {
  store: RootStore;
  i18n: I18n;
  /** Omitted in tests that render without a gateway. */
  client?: ApolloClient<unknown>;
  /** Overrides the language list (tests, e.g. a pseudo right-to-left language). */
  languages?: ReadonlyArray<WrittenLanguage>;
  /** Server rendering and hydration: the style renderer whose rules the page carries, the
   * viewport width the server laid the page out for and, hydrating, the store's state it was
   * rendered with. */
  ssr?: { renderer: GriffelRenderer; viewportHint: number; served?: RootState };
  children: ReactNode;
}

export function AppProviders({ store, i18n, client, languages, ssr, children }: AppProvidersProps) {
  const tree = (
    <RootStoreProvider store={store} served={ssr?.served}>
      <I18nextProvider i18n={i18n}>
        {client && <LocaleCacheReset />}
        <ThemedShell languages={languages}>{children}</ThemedShell>
      </I18nextProvider>
    </RootStoreProvider>
  );
  const app = client ? <ApolloProvider client={client}>{tree}</ApolloProvider> : tree;
  if (!ssr) return app;
  return (
    <RendererProvider renderer={ssr.renderer}>
      <SSRProvider>
        <ViewportHintContext.Provider value={ssr.viewportHint}>{app}</ViewportHintContext.Provider>
      </SSRProvider>
    </RendererProvider>
  );
}
