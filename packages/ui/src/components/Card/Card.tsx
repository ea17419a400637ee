import { clsx } from 'clsx';
import { createElement, forwardRef, useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { RouteLink } from '../Navigation/Navigation';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardElements = ['div', 'section', 'article'] as const;
export const cardTitleElements = ['h2', 'h3', 'h4'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export type CardElement = (typeof cardElements)[number];
export type CardTitleElement = (typeof cardTitleElements)[number];

interface CardBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `section` and `article` with a title are labelled by it. */
  as?: CardElement;
  padding?: CardPadding;
  description?: ReactNode;
  /** Buttons or links at the end of the header; they stay clickable on an interactive card. */
  actions?: ReactNode;
  titleAs?: CardTitleElement;
  children?: ReactNode;
}

export interface StaticCardProps extends CardBaseProps {
  title?: ReactNode;
  to?: never;
  href?: never;
}

/**
 * The whole card is a link: its title is the link (so the link's name is the title, not the whole
 * card's text) and stretches over the card; the focus ring surrounds the card.
 */
export interface InteractiveCardProps extends CardBaseProps {
  title: ReactNode;
  to?: string;
  href?: string;
}

export type CardProps = StaticCardProps | InteractiveCardProps;

/** A surface for a group of content, with an optional header (title, description, actions). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    as = 'div',
    padding = 'medium',
    title,
    description,
    actions,
    titleAs = 'h3',
    to,
    href,
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const interactive = to !== undefined || href !== undefined;
  const classes = clsx(styles.root, styles.padding[padding], interactive && styles.interactive, className);
  const labelled = title !== undefined && as !== 'div';

  let titleContent: ReactNode = title;
  if (to !== undefined) {
    titleContent = (
      <RouteLink to={to} className={styles.titleLink}>
        {title}
      </RouteLink>
    );
  } else if (href !== undefined) {
    titleContent = (
      <a href={href} className={styles.titleLink}>
        {title}
      </a>
    );
  }

  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  const header = hasHeader ? (
    <div className={styles.header}>
      {(title !== undefined || description !== undefined) && (
        <div className={styles.heading}>
          {title !== undefined && createElement(titleAs, { id: titleId, className: styles.title }, titleContent)}
          {description !== undefined && <p className={styles.description}>{description}</p>}
        </div>
      )}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </div>
  ) : null;

  return createElement(
    as,
    { ref, className: classes, 'aria-labelledby': labelled ? titleId : undefined, ...rest },
    header,
    children !== undefined && children !== null ? <div className={styles.body}>{children}</div> : null,
  );
});
