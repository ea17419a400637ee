import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './MenuButton.css';

export interface MenuButtonItem {
  id: string;
  label: string;
}

export interface MenuButtonProps {
  /** The button's visible text; without it the button shows only its icon. */
  label?: ReactNode;
  /** The button's accessible name when the visible text is not enough ("Correct Netflix"). */
  accessibleName?: string;
  /** The button's icon (a chevron by default). */
  icon?: IconName;
  items: readonly MenuButtonItem[];
  /** Called with the chosen item's id; the menu closes and focus goes back to the button first. */
  onSelect: (id: string) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
}

/** The menu's distance from the viewport's edges and from its button, in CSS pixels. */
const MENU_MARGIN = 8;
const MENU_GAP = 4;

/**
 * A button that opens a short list of actions (the WAI-ARIA menu button pattern). Enter, Space or
 * Down opens it on the first item, Up on the last; Up, Down, Home and End move; Enter or Space
 * chooses; Escape closes; Tab closes and moves on. Focus goes back to the button when the menu
 * closes, and a click outside closes it.
 */
export function MenuButton({
  label,
  accessibleName,
  icon = 'chevron-down',
  items,
  onSelect,
  variant = 'secondary',
  size = 'small',
  disabled,
}: MenuButtonProps) {
  const menuId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuRef = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  // Where the menu goes: under the button, its end at the button's end, inside the viewport. Measured
  // when it opens and again whenever the page scrolls or resizes under it (it is fixed to the viewport).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const measure = () => {
      const button = buttonRef.current?.getBoundingClientRect();
      if (button === undefined) return;
      const width = menuRef.current?.offsetWidth ?? 0;
      const viewport = document.documentElement.clientWidth;
      const left = Math.max(MENU_MARGIN, Math.min(button.right - width, viewport - width - MENU_MARGIN));
      setPlace({ top: button.bottom + MENU_GAP, left });
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
      setPlace(null);
    };
  }, [open]);

  useEffect(() => {
    if (open && place !== null) itemRefs.current[active]?.focus({ preventScroll: true });
  }, [open, active, place]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (id: string) => {
    close();
    onSelect(id);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const item = items[active];
      if (item !== undefined) choose(item.id);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        size={size}
        disabled={disabled}
        aria-label={accessibleName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        icon={<Icon name={icon} size={label === undefined ? 'medium' : 'small'} />}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </Button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          style={assignInlineVars({
            [styles.menuTop]: `${place?.top ?? 0}px`,
            [styles.menuLeft]: `${place?.left ?? 0}px`,
          })}
          data-placed={place === null ? undefined : true}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={styles.item}
              onClick={() => choose(item.id)}
              onPointerMove={() => setActive(index)}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
