import { useMemo, useState } from 'react';
import { SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../settings';
import { useDebouncedSearchTerm } from '../../search';
import { useFaqsQuery, type FaqsQuery } from '../../../graphql/content.generated';
import { Page } from '../../../shared/ui/page';
import { RichText } from '../../../shared/ui/rich-text';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useContentStrings } from '../hooks/use-content-strings';
import { LoadState } from './load-state';

/** The help page shows every question at once (the api's largest page). */
export const FAQS_SHOWN = 100;

type Faq = NonNullable<FaqsQuery['faqs']>['items'][number];

const useStyles = makeStyles({
  search: { maxWidth: '480px', width: '100%' },
  group: { display: 'grid', rowGap: tokens.spacingVerticalS },
  h2: { margin: 0 },
  // The platform's disclosure: opens by keyboard and with JavaScript off.
  item: {
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '& > summary': {
      cursor: 'pointer',
      padding: tokens.spacingHorizontalL,
      fontWeight: tokens.fontWeightSemibold,
      fontSize: tokens.fontSizeBase400,
    },
    '& > summary:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusLarge },
  },
  answer: { paddingInline: tokens.spacingHorizontalL, paddingBlockEnd: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground3 },
  contact: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
  link: { color: tokens.colorBrandForegroundLink },
});

/** The questions by category, in the api's order (by category, then position). */
function byCategory(faqs: ReadonlyArray<Faq>) {
  const groups = new Map<number, { title: string; faqs: Faq[] }>();
  for (const faq of faqs) {
    const key = faq.category?.id ?? 0;
    const group = groups.get(key) ?? { title: faq.category?.title ?? '', faqs: [] };
    group.faqs.push(faq);
    groups.set(key, group);
  }
  return [...groups.entries()];
}

/** "Still need help?": the restaurant's phone and e-mail from the settings. */
function Contact() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { phone, email } = useSiteSettings();
  if (!phone && !email) return null;
  return (
    <section className={styles.contact} aria-labelledby="help-contact">
      <Text as="h2" size={500} weight="semibold" className={styles.h2} id="help-contact">{t('content.help.contact')}</Text>
      <Text>{t('content.help.contactText')}</Text>
      {phone && <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('content.help.call', { phone })}</a>}
      {email && <a className={styles.link} href={`mailto:${email}`}>{t('content.help.mail', { email })}</a>}
    </section>
  );
}

/** /help: the questions and answers by category, searched as the customer types (400 ms after
 * the last key, by the api), each answer opened on demand; then how to reach the restaurant. */
export function HelpPage() {
  useContentStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const term = useDebouncedSearchTerm(input);
  const faqs = useFaqsQuery({
    variables: { perPage: FAQS_SHOWN, ...(term ? { search: term } : {}) },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = faqs.data?.faqs;
  const groups = useMemo(() => byCategory(page?.items ?? []), [page?.items]);
  const title = t('content.help.title');

  if (!page && faqs.error) return <LoadState title={title} error={faqs.error} retry={faqs.refetch} />;
  return (
    <Page title={title} description={t('content.help.description')}>
      <SearchBox
        className={styles.search}
        value={input}
        onChange={(_, data) => setInput(data.value)}
        placeholder={t('content.help.searchPlaceholder')}
        aria-label={t('content.help.search')}
      />
      {!page ? <ShimmerRows count={6} /> : (
        <>
          {term && (
            <Text className={styles.muted} aria-live="polite">
              {page.pageInfo.total ? t('content.help.results', { count: page.pageInfo.total }) : t('content.help.empty', { term })}
            </Text>
          )}
          {groups.map(([id, group]) => (
            <section key={id} className={styles.group} aria-labelledby={`faq-group-${id}`}>
              <Text as="h2" size={500} weight="semibold" className={styles.h2} id={`faq-group-${id}`}>{group.title}</Text>
              {group.faqs.map((faq) => (
                <details key={faq.id} className={styles.item} open={!!term || undefined}>
                  <summary>{faq.translation.question}</summary>
                  <RichText className={styles.answer} html={faq.translation.answer} />
                </details>
              ))}
            </section>
          ))}
        </>
      )}
      <Contact />
    </Page>
  );
}
