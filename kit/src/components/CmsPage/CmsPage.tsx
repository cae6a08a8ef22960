import { useId } from 'react';
import type { CmsBlock, CmsPageContent } from '../../domain';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import * as styles from './CmsPage.css';

export type CmsPageProps = {
  /** The page to show, as GET api/cms/pages/{slug}/ answers it; `undefined` while it loads. */
  page: CmsPageContent | undefined;
};

/** Heading levels that never skip one: a level 3 before any level 2 is shown as a level 2. */
function headingLevels(body: readonly CmsBlock[]): Map<number, 2 | 3> {
  const levels = new Map<number, 2 | 3>();
  let seenSection = false;
  body.forEach((block, index) => {
    if (block.type !== 'heading') return;
    const level = block.level === 3 && seenSection ? 3 : 2;
    if (level === 2) seenSection = true;
    levels.set(index, level);
  });
  return levels;
}

function Block({ block, level }: { block: CmsBlock; level: 2 | 3 | undefined }) {
  switch (block.type) {
    case 'heading': {
      const Heading = level === 3 ? 'h3' : 'h2';
      return (
        <Heading className={styles.heading} data-level={level}>
          {block.text}
        </Heading>
      );
    }
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case 'link':
      return (
        <p className={styles.paragraph}>
          <Link href={block.href}>{block.label}</Link>
        </p>
      );
  }
}

/**
 * A CMS content page (SPEC §2 `/{slug}`): the title as the page's one h1, the body's
 * blocks (headings in order, paragraphs, lists, links) and when it last changed. The
 * body is structured text rendered by React, so nothing in it is ever parsed as HTML.
 *
 * @selector [data-loading] while the page loads
 */
export function CmsPage({ page }: CmsPageProps) {
  const intl = useIntl();
  const titleId = useId();
  if (!page) {
    return (
      <article className={styles.page} aria-busy="true" data-loading="">
        <p className={styles.loading} role="status">
          {intl.formatMessage({ id: 'cmsPage.loading' })}
        </p>
      </article>
    );
  }
  const levels = headingLevels(page.body);
  return (
    <article className={styles.page} aria-labelledby={titleId} data-slug={page.slug}>
      <h1 id={titleId} className={styles.title}>
        {page.title}
      </h1>
      {page.body.map((block, index) => (
        <Block key={index} block={block} level={levels.get(index)} />
      ))}
      <p className={styles.updated}>
        {intl.formatMessage(
          { id: 'cmsPage.updatedAt' },
          { date: intl.formatDate(page.updated_at, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) },
        )}
      </p>
    </article>
  );
}
