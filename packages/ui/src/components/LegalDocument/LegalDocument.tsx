import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './LegalDocument.css';

export interface LegalDocumentSection {
  /** The fragment the table of contents links to ('#credits'); unique on the page. */
  id: string;
  /** The section's h2. */
  title: string;
  /** Paragraphs, lists and h3 sub-headings. */
  content: ReactNode;
}

export interface LegalDocumentProps {
  /** The page's one h1. */
  title: string;
  /** When the text last changed, as an ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  /** A short summary under the title. */
  intro?: ReactNode;
  sections: readonly LegalDocumentSection[];
}

/** The ISO date as readers expect it: 'November 21, 2026' (the date itself, whatever the time zone). */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * A long document (terms, privacy policy, about): the h1 with its last-updated date, a table of
 * contents of in-page links, and one h2 section per entry, so screen-reader users can move by
 * heading or by landmark and everyone can jump to the part they need.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const contentsId = `${useId()}-contents`;
  return (
    <article className={styles.root} aria-labelledby={`${contentsId}-title`}>
      <header className={styles.header}>
        <h1 id={`${contentsId}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
        </p>
        {intro != null ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      <nav className={styles.contents} aria-labelledby={contentsId}>
        <h2 id={contentsId} className={styles.contentsTitle}>
          On this page
        </h2>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.contentsLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <div className={styles.prose}>{section.content}</div>
          </section>
        ))}
      </div>
    </article>
  );
}
