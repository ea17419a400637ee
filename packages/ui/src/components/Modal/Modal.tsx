import { clsx } from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon/Icon';
import { tabbableElements } from './focus';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

/**
 * What scrolls when the dialog is taller than the window: the `page` behind it (the overlay, with the
 * footer sticking to its bottom), or only the dialog's `body`, between a header and a footer that
 * stay in the window (a form whose actions explain themselves, like the start modal's).
 */
export const modalScrolls = ['page', 'body'] as const;
export type ModalScroll = (typeof modalScrolls)[number];

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button, and (unless turned off) a click on the overlay. */
  onClose: () => void;
  /** The dialog's name (aria-labelledby). */
  title: ReactNode;
  /** Read with the name (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, aligned to the end (Cancel, Confirm...). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Close on a click on the dimmed overlay. On by default. */
  dismissOnOverlay?: boolean;
  /** Where focus goes on open; otherwise the first focusable element, otherwise the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Hide the header's close button (Escape still closes). */
  hideCloseButton?: boolean;
  /** What scrolls when the dialog is taller than the window; the page unless told. */
  scroll?: ModalScroll;
}

/** Open dialogs, innermost last: only the top one handles keys. */
const openDialogs: HTMLElement[] = [];

function lockScroll() {
  document.body.setAttribute(styles.scrollLockAttribute, '');
}

function unlockScroll() {
  if (openDialogs.length === 0) document.body.removeAttribute(styles.scrollLockAttribute);
}

/**
 * A modal dialog in a portal on <body>: focus moves in on open, Tab and Shift+Tab wrap inside,
 * Escape and the overlay close it, the page behind does not scroll, and focus goes back to where it
 * was when it closes.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'medium',
  dismissOnOverlay = true,
  initialFocusRef,
  closeLabel = 'Close',
  hideCloseButton = false,
  scroll = 'page',
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);
  // Read once, at open: a new ref object while open must not move focus again.
  const initialFocus = useRef(initialFocusRef);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Open: remember the opener, lock scroll, move focus in. Close: undo all three.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    lockScroll();
    const target = initialFocus.current?.current ?? tabbableElements(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Keys and stray focus, handled on the document so that they work wherever focus is.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const isTop = () => openDialogs[openDialogs.length - 1] === dialog;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(dialog);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const inside = active instanceof Node && dialog.contains(active);
      if (event.shiftKey && (!inside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbableElements(dialog)[0] ?? dialog).focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
    // Keep focus in the dialog when the overlay is pressed.
    if (event.target === event.currentTarget) event.preventDefault();
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    const onOverlay = event.target === event.currentTarget && pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (onOverlay && dismissOnOverlay) onCloseRef.current();
  };

  return (
    <div className={styles.overlay} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick} data-modal-overlay="">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        className={clsx(styles.dialog, styles.size[size], scroll === 'body' && styles.fitsWindow)}
      >
        <div className={styles.header}>
          <div className={styles.headings}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description !== undefined && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          {!hideCloseButton && (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <Icon name="x" size="medium" />
            </button>
          )}
        </div>
        {children !== undefined && (
          <div className={clsx(styles.body, scroll === 'body' && styles.scrollingBody)}>{children}</div>
        )}
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
