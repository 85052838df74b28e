import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    maxWidth: '1140px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    display: 'grid',
    // minmax(0, 1fr): wide children (chips, long words) scroll or wrap instead of widening the page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
  },
});

/** What the server collects while rendering a page: its title, for the document's `<title>`, and
 * its status (404 when any part of the page is the not-found page: an unknown path, or a known
 * path naming something that does not exist, such as an unknown branch). */
export interface PageHead {
  title?: string;
  /** The page's own `<meta name="description">` (else the storefront's). */
  description?: string;
  status?: 404;
}
export const PageHeadContext = createContext<PageHead | null>(null);

/** Marks the page being rendered on the server as not found (answered with status 404). */
export function useNotFoundStatus(): void {
  const head = useContext(PageHeadContext);
  if (head) head.status = 404;
}

/** "Menu · Storefront": the document title of a page. */
export const documentTitle = (title: string, brand: string) => (title ? `${title} · ${brand}` : brand);

/** Names and describes the document after the page: in the server's HTML, and on the client
 * after each navigation (so a shared link reads well whichever page it points at). */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  const head = useContext(PageHeadContext);
  const full = documentTitle(title, t('common.brand'));
  const summary = description || t('common.description');
  if (head) {
    head.title = full;
    if (description) head.description = description;
  }
  useEffect(() => {
    document.title = full;
    document.querySelector('meta[name="description"]')?.setAttribute('content', summary);
  }, [full, summary]);
}

/** A page of the shell: the centred column with its title as the one h1; `description` is the
 * document's meta description while it is shown. */
export function Page({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const styles = useStyles();
  usePageTitle(title, description);
  return (
    <main className={styles.root} id="main">
      <Text as="h1" size={700} weight="semibold">
        {title}
      </Text>
      {children}
    </main>
  );
}
