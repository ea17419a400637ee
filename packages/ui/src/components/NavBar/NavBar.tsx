import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Button } from '../Button/Button';
import { RouteLink, useCurrentPath } from '../Navigation/Navigation';
import * as styles from './NavBar.css';

export interface NavItem {
  to: string;
  label: string;
}

/** The signed-in items, in the order product 2 lists them (Credits gets its badge in NavBar). */
export const signedInNavItems: ReadonlyArray<NavItem> = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/finance-agents', label: 'Agents' },
  { to: '/link-account', label: 'Accounts' },
  { to: '/help', label: 'Help' },
  { to: '/credits', label: 'Credits' },
  { to: '/credits/purchase', label: 'Buy Credits' },
];

export const signedOutNavItems: ReadonlyArray<NavItem> = [
  { to: '/', label: 'Home' },
  { to: '/welcome', label: 'Sign In' },
];

export const PROFILE_PATH = '/profile';
const CREDITS_PATH = '/credits';

export interface NavBarProps {
  signedIn: boolean;
  /** The credit balance; its badge is hidden while the balance is unknown. */
  creditBalance?: number;
  /** The user's picture URL; a default icon shows when there is none or it fails to load. */
  userPicture?: string;
  onSignOut?: () => void;
  /** A control shown at the bar's end on every screen size (the ThemeToggle). */
  themeToggle?: ReactNode;
}

/** The balance as the badge shows it: rounded to a whole number; undefined when unknown. */
export function creditBadgeText(balance: number | undefined): string | undefined {
  return balance === undefined || !Number.isFinite(balance) ? undefined : String(Math.round(balance));
}

/**
 * The app's top navigation (product 2, "Navigation and footer"). The current route is marked
 * `aria-current="page"`. Below the tablet breakpoint the items collapse behind a menu button
 * (a disclosure): Escape or a click outside closes it, Escape returns focus to the button,
 * and following a link closes it.
 */
export function NavBar({ signedIn, creditBalance, userPicture, onSignOut, themeToggle }: NavBarProps) {
  const menuId = `${useId()}-menu`;
  const currentPath = useCurrentPath();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The menu is open at the location where it was opened: navigating elsewhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === (currentPath ?? '');
  const [failedPicture, setFailedPicture] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      const button = buttonRef.current;
      if (button && button.getClientRects().length > 0) button.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpenAt(null);
  const items = signedIn ? signedInNavItems : signedOutNavItems;
  const badge = creditBadgeText(creditBalance);
  const picture = userPicture && userPicture !== failedPicture ? userPicture : undefined;

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <RouteLink to="/" className={styles.brand}>
          Ledgerlight
        </RouteLink>
        <nav ref={navRef} aria-label="Main" className={styles.nav}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenAt(open ? null : (currentPath ?? ''))}
          >
            <MenuIcon open={open} />
            Menu
          </button>
          <div id={menuId} className={styles.menu} data-open={open}>
            <ul className={styles.links}>
              {items.map((item) => (
                <li key={item.to}>
                  <RouteLink to={item.to} markCurrent className={styles.link} onClick={close}>
                    {item.label}
                    {item.to === CREDITS_PATH && badge !== undefined ? (
                      <>
                        <span className={visuallyHidden}> (balance {badge})</span>
                        <span className={styles.badge} aria-hidden="true">
                          {badge}
                        </span>
                      </>
                    ) : null}
                  </RouteLink>
                </li>
              ))}
            </ul>
            {signedIn ? (
              <div className={styles.account}>
                <RouteLink to={PROFILE_PATH} markCurrent className={styles.profileLink} onClick={close}>
                  {picture ? (
                    <img
                      src={picture}
                      alt="Profile"
                      className={styles.avatar}
                      referrerPolicy="no-referrer"
                      onError={() => setFailedPicture(picture)}
                    />
                  ) : (
                    <>
                      <UserIcon />
                      <span className={visuallyHidden}>Profile</span>
                    </>
                  )}
                </RouteLink>
                <Button variant="secondary" size="small" onClick={onSignOut}>
                  Sign Out
                </Button>
              </div>
            ) : null}
          </div>
        </nav>
        {themeToggle != null ? <div className={styles.toggleSlot}>{themeToggle}</div> : null}
      </div>
    </header>
  );
}

/** Three bars, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={styles.menuIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

function UserIcon() {
  return (
    <svg className={styles.userIcon} viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16 2a14 14 0 1 0 0 28 14 14 0 0 0 0-28Zm0 6a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 19.5a11.45 11.45 0 0 1-8.2-3.45C9.4 21.6 12.5 20 16 20s6.6 1.6 8.2 4.05A11.45 11.45 0 0 1 16 27.5Z" />
    </svg>
  );
}
