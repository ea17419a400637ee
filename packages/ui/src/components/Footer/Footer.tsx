import { RouteLink } from '../Navigation/Navigation';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Footer.css';
import type { NavItem } from '../NavBar/NavBar';

export const footerNavItems: ReadonlyArray<NavItem> = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
];

export interface FooterProps {
  /** The copyright year; the current year unless told otherwise. */
  year?: number;
  /** The app version, shown as given ('v0.1.0'). */
  version?: string;
  /** The build stage, shown as given ('production', product 9), from the build. */
  stage?: string;
}

/**
 * The site footer (product 2): legal links, copyright year, version and build stage (product 9), in a
 * contentinfo landmark.
 */
export function Footer({ year = new Date().getFullYear(), version, stage }: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <RouteLink to={item.to} markCurrent className={styles.link}>
                  {item.label}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.meta}>
          <span>© {year} Ledgerlight</span>
          {version ? <span>{version}</span> : null}
          {stage ? (
            <span>
              <span className={visuallyHidden}>Build stage: </span>
              {stage}
            </span>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
