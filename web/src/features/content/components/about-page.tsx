import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAboutSectionsQuery } from '../../../graphql/content.generated';
import { imageUrl } from '../../../shared/lib/images';
import { RichText } from '../../../shared/ui/rich-text';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { DocumentPage } from './document-page';

const useStyles = makeStyles({
  sections: { display: 'grid', rowGap: tokens.spacingVerticalXXL },
  section: twoColumnsFrom(768, 'minmax(0, 2fr) minmax(0, 3fr)', tokens.spacingHorizontalXL, 'center'),
  picture: { width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusXLarge, display: 'block' },
  text: { display: 'grid', rowGap: tokens.spacingVerticalS },
  title: { margin: 0 },
});

/** /about: the about page, then its sections (the kitchen, the branches, the people …), each
 * with its picture. */
export function AboutPage({ notFound }: { notFound: ReactNode }) {
  const styles = useStyles();
  const { data } = useAboutSectionsQuery({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const sections = data?.pages?.items ?? [];
  return (
    <DocumentPage type="about" notFound={notFound}>
      {sections.length > 0 && (
        <div className={styles.sections}>
          {sections.map((section) => (
            <section key={section.id} className={styles.section} aria-labelledby={`about-${section.id}`}>
              {section.img && <img className={styles.picture} src={imageUrl(section.img)} alt="" width={480} height={360} loading="lazy" />}
              <div className={styles.text}>
                <Text as="h2" size={600} weight="semibold" className={styles.title} id={`about-${section.id}`}>{section.translation.title}</Text>
                <RichText html={section.translation.description} />
              </div>
            </section>
          ))}
        </div>
      )}
    </DocumentPage>
  );
}
