import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './Section.css';

export interface SectionProps {
  /** The section's h2, which also names the section for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  /** Controls for this section only ("View all", a filter), beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled part of a page: a <section> named by its h2. */
export function Section({ title, description, actions, children, className }: SectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <div className={styles.header}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description != null && description !== '' ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions != null ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
