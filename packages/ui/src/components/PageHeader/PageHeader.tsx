import type { ReactNode } from 'react';
import { RouteLink } from '../Navigation/Navigation';
import * as styles from './PageHeader.css';

export interface PageHeaderBackLink {
  to: string;
  /** Says where it goes: "Back to agents". */
  label: string;
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links for the page as a whole, beside the title from tablet up. */
  actions?: ReactNode;
  back?: PageHeaderBackLink;
}

/** The top of a page: an optional back link, the h1, a description and page actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      {back ? (
        <RouteLink to={back.to} className={styles.backLink}>
          <svg
            className={styles.backIcon}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12.5 15 7.5 10l5-5" />
          </svg>
          {back.label}
        </RouteLink>
      ) : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description != null && description !== '' ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions != null ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
