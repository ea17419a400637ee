import type { MouseEvent, ReactNode } from 'react';
import { Footer } from '../Footer/Footer';
import { NavBar } from '../NavBar/NavBar';
import type { NavBarProps } from '../NavBar/NavBar';
import * as styles from './Layout.css';

export const MAIN_CONTENT_ID = 'main-content';

export interface LayoutProps extends NavBarProps {
  children?: ReactNode;
  /** The footer's version string ('v0.1.0'). */
  version?: string;
  /** The footer's build stage ('production', product 9). */
  stage?: string;
  /** The footer's copyright year; the current year unless told otherwise. */
  year?: number;
}

/** Moves focus to <main> without touching the URL (the router owns it). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The page shell: a skip link (the first thing Tab reaches), the NavBar, the page in the one
 * <main>, and the Footer.
 */
export function Layout({ children, version, stage, year, ...nav }: LayoutProps) {
  return (
    <div className={styles.root}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <NavBar {...nav} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer year={year} version={version} stage={stage} />
    </div>
  );
}
