import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { RouteLink } from '../Navigation/Navigation';
import { visuallyHidden } from '../../theme/utilities.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'primary', 'secondary'] as const;
export const linkSizes = ['small', 'medium', 'large'] as const;
export type LinkVariant = (typeof linkVariants)[number];
export type LinkSize = (typeof linkSizes)[number];

/** Announced after the text of a link that opens a new tab. */
export const NEW_TAB_TEXT = '(opens in a new tab)';

interface LinkBaseProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  variant?: LinkVariant;
  /** Only for the button-like variants (primary, secondary). */
  size?: LinkSize;
  fullWidth?: boolean;
  /** A decorative icon before the text. */
  icon?: IconName;
  /** A decorative icon after the text (e.g. chevron-right on a standalone "View all"). */
  iconEnd?: IconName;
  children: ReactNode;
}

export interface InternalLinkProps extends LinkBaseProps {
  /** An in-app path, followed through the app's link component (no page reload). */
  to: string;
  href?: never;
  replace?: boolean;
  state?: unknown;
}

export interface ExternalLinkProps extends LinkBaseProps {
  /** Anything outside the app: another site, a mailto:, a file. */
  href: string;
  to?: never;
}

export type LinkProps = InternalLinkProps | ExternalLinkProps;

function classesFor(variant: LinkVariant, size: LinkSize, fullWidth: boolean, className?: string) {
  const buttonLike = variant === 'primary' || variant === 'secondary';
  return clsx(
    styles.variant[variant],
    buttonLike && styles.size[size],
    buttonLike && fullWidth && styles.fullWidth,
    className,
  );
}

/**
 * One link for the whole app: `to` for in-app paths (the app's link component), `href` for the outside world.
 * External links always get rel="noopener noreferrer"; with target="_blank" they also say so to
 * assistive technology and show an external-link icon.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { variant = 'inline', size = 'medium', fullWidth = false, icon, iconEnd, className, children, ...rest } = props;
  const classes = classesFor(variant, size, fullWidth, className);
  const iconSize = variant === 'inline' ? 'inherit' : 'small';

  if ('to' in rest && rest.to !== undefined) {
    const { to, replace, state, ...anchor } = rest;
    return (
      <RouteLink ref={ref} to={to} replace={replace} state={state} className={classes} {...anchor}>
        {icon && <Icon name={icon} size={iconSize} />}
        {children}
        {iconEnd && <Icon name={iconEnd} size={iconSize} />}
      </RouteLink>
    );
  }

  const { href, target, rel, ...anchor } = rest;
  const newTab = target === '_blank';
  const relValue = [...new Set(['noopener', 'noreferrer', ...(rel ? rel.split(/\s+/) : [])])].join(' ');
  return (
    <a ref={ref} href={href} target={target} rel={relValue} className={classes} {...anchor}>
      {icon && <Icon name={icon} size={iconSize} />}
      {children}
      {iconEnd && <Icon name={iconEnd} size={iconSize} />}
      {newTab && (
        <>
          {!iconEnd && <Icon name="external-link" size={iconSize} />}
          <span className={visuallyHidden}> {NEW_TAB_TEXT}</span>
        </>
      )}
    </a>
  );
});
