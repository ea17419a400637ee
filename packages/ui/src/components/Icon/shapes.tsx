import type { ReactNode } from 'react';

/**
 * Every icon the product draws, in one list shared by the `IconName` type, the gallery story and
 * the tests. The first five are the agents' icons (the contract's AGENT_ICONS keys); the last ones
 * from 'zap' on draw spending categories (categoryIcons.ts).
 */
export const iconNames = [
  'shield',
  'pie-chart',
  'repeat',
  'piggy-bank',
  'shopping-bag',
  'check',
  'check-circle',
  'x',
  'alert-triangle',
  'alert-circle',
  'info',
  'help-circle',
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'arrow-left',
  'arrow-right',
  'trending-up',
  'trending-down',
  'refresh',
  'external-link',
  'copy',
  'download',
  'share',
  'search',
  'filter',
  'sort',
  'user',
  'credit-card',
  'bank',
  'home',
  'menu',
  'table',
  'grid',
  'sun',
  'moon',
  'clock',
  'calendar',
  'mail',
  'trash',
  'plus',
  'minus',
  'lock',
  'eye',
  'eye-off',
  'log-out',
  'sparkles',
  'zap',
  'wifi',
  'shopping-cart',
  'car',
  'heart',
  'book',
  'users',
  'utensils',
  'coffee',
  'truck',
  'navigation',
  'film',
  'plane',
  'activity',
  'scissors',
  'gift',
  'file-text',
  'send',
  'more-horizontal',
  'swap',
  'receipt',
  'percent',
  'briefcase',
  'tag',
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * The drawings: 24 x 24, stroked with `currentColor`, round caps and joins (set on the <svg>).
 * Drawn for Ledgerlight; nothing comes from a font or the network.
 */
export const iconShapes: Record<IconName, ReactNode> = {
  shield: (
    <>
      <path d="M12 3 20 6v5.5c0 4.6-3.3 8.2-8 9.5-4.7-1.3-8-4.9-8-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  'pie-chart': (
    <>
      <path d="M11 4a8.5 8.5 0 1 0 9 9h-9z" />
      <path d="M14 2.5a7.5 7.5 0 0 1 7.5 7.5H14z" />
    </>
  ),
  repeat: (
    <>
      <path d="M4 11.5V10a3.5 3.5 0 0 1 3.5-3.5H20" />
      <path d="m16.5 3 3.5 3.5-3.5 3.5" />
      <path d="M20 12.5V14a3.5 3.5 0 0 1-3.5 3.5H4" />
      <path d="M7.5 21 4 17.5 7.5 14" />
    </>
  ),
  'piggy-bank': (
    <>
      <path d="M19 10.5c-.8-2.9-3.7-5-7.2-5C7.9 5.5 4.5 8.2 4.5 12c0 2 1 3.8 2.5 4.9V20h3v-1.7h3.5V20h3v-2.9c1-.6 1.8-1.5 2.3-2.6H20.5v-4z" />
      <path d="M4.5 11.5C3.3 11.5 2.5 10.6 2.5 9.5" />
      <path d="M10 5.7V4.5h3.5v1.2" />
      <path d="M15.5 10.5h.01" />
    </>
  ),
  'shopping-bag': (
    <>
      <path d="M5 8h14l-1 12.5H6z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16 9.8" />
    </>
  ),
  x: <path d="M6 6l12 12M18 6 6 18" />,
  'alert-triangle': (
    <>
      <path d="M10.3 4.5 2.8 17.8A2 2 0 0 0 4.5 20.8h15a2 2 0 0 0 1.7-3L13.7 4.5a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5" />
      <path d="M12 17.5h.01" />
    </>
  ),
  'alert-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5V13" />
      <path d="M12 16.5h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.5h.01" />
    </>
  ),
  'help-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 0 1 4.9.7c0 1.7-2.5 2.2-2.5 3.8" />
      <path d="M12 17h.01" />
    </>
  ),
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-up': <path d="m6 15 6-6 6 6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  'arrow-left': (
    <>
      <path d="M20 12H4.5" />
      <path d="m10.5 6-6 6 6 6" />
    </>
  ),
  'arrow-right': (
    <>
      <path d="M4 12h15.5" />
      <path d="m13.5 6 6 6-6 6" />
    </>
  ),
  'trending-up': (
    <>
      <path d="m3 17 6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </>
  ),
  'trending-down': (
    <>
      <path d="m3 7 6 6 4-4 8 8" />
      <path d="M15 17h6v-6" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path d="M20 3.5V8h-4.5" />
    </>
  ),
  'external-link': (
    <>
      <path d="M19 13.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5.5" />
      <path d="M14.5 4H20v5.5" />
      <path d="m20 4-9 9" />
    </>
  ),
  copy: (
    <>
      <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
      <path d="M15.5 5.5V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9.5a1 1 0 0 0 1 1h.5" />
    </>
  ),
  download: (
    <>
      <path d="M12 4v11" />
      <path d="m7 10.5 5 5 5-5" />
      <path d="M4 20h16" />
    </>
  ),
  share: (
    <>
      <circle cx="17.5" cy="5.5" r="2.5" />
      <circle cx="6.5" cy="12" r="2.5" />
      <circle cx="17.5" cy="18.5" r="2.5" />
      <path d="m8.7 10.7 6.6-3.9" />
      <path d="m8.7 13.3 6.6 3.9" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  filter: <path d="M4 5h16l-6.2 7.5V19l-3.6 1.5v-8z" />,
  sort: (
    <>
      <path d="m8 9 4-4 4 4" />
      <path d="m8 15 4 4 4-4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  'credit-card': (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18" />
      <path d="M7 15h3.5" />
    </>
  ),
  bank: (
    <>
      <path d="M3.5 9 12 4l8.5 5z" />
      <path d="M6 11.5v5.5M10 11.5v5.5M14 11.5v5.5M18 11.5v5.5" />
      <path d="M3.5 20h17" />
    </>
  ),
  home: (
    <>
      <path d="M4 10.5 12 4l8 6.5V20h-5.5v-6h-5v6H4z" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  table: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />
      <path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a8 8 0 0 0 10.5 10.5z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17" />
      <path d="M8 3v4M16 3v4" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  trash: (
    <>
      <path d="M4 7h16" />
      <path d="M9.5 7V4.5h5V7" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M10 11v5.5M14 11v5.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M10 5.8c.6-.2 1.3-.3 2-.3 6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.4 3.2M6.5 7.4C4 9.2 2.5 12 2.5 12S6 18.5 12 18.5c1.8 0 3.3-.6 4.6-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </>
  ),
  'log-out': (
    <>
      <path d="M9.5 20H5.5a1.5 1.5 0 0 1-1.5-1.5v-13A1.5 1.5 0 0 1 5.5 4h4" />
      <path d="m15 16.5 4.5-4.5L15 7.5" />
      <path d="M19.5 12H9" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10.5 3.5 12 8l4.5 1.5L12 11l-1.5 4.5L9 11 4.5 9.5 9 8z" />
      <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" />
    </>
  ),
  zap: <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12z" />,
  wifi: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0" />
      <path d="M5.5 12.5a9.5 9.5 0 0 1 13 0" />
      <path d="M8.7 16a5 5 0 0 1 6.6 0" />
      <path d="M12 19.5h.01" />
    </>
  ),
  'shopping-cart': (
    <>
      <path d="M2.5 3.5h2.5l2.2 11h11l2.3-8H6.1" />
      <circle cx="9" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </>
  ),
  car: (
    <>
      <path d="M4 16.5v-4l2-5a1.5 1.5 0 0 1 1.4-1h9.2a1.5 1.5 0 0 1 1.4 1l2 5v4z" />
      <path d="M4 12.5h16" />
      <path d="M6 16.5V19M18 16.5V19" />
      <path d="M7.5 14.5h.01M16.5 14.5h.01" />
    </>
  ),
  heart: <path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 6.8a4.5 4.5 0 0 1 8 2.7C20 15.3 12 20 12 20z" />,
  book: (
    <>
      <path d="M4.5 19V5.5A2 2 0 0 1 6.5 3.5h13v14h-13a2 2 0 0 0-2 2 2 2 0 0 0 2 2h13" />
      <path d="M8.5 7.5h7" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4" />
      <path d="M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  utensils: (
    <>
      <path d="M6.5 3v18" />
      <path d="M4 3v5a2.5 2.5 0 0 0 5 0V3" />
      <path d="M17.5 21V3c-2.2 1.2-3.5 3.7-3.5 7v3.5h3.5" />
    </>
  ),
  coffee: (
    <>
      <path d="M4.5 9h12v6a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5z" />
      <path d="M16.5 10.5h1.5a2.5 2.5 0 0 1 0 5h-1.8" />
      <path d="M8.5 3.5v2.5M12.5 3.5v2.5" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6h11v10.5h-11z" />
      <path d="M13.5 10h4l3 3.5v3h-7" />
      <circle cx="6.5" cy="18" r="1.8" />
      <circle cx="17" cy="18" r="1.8" />
    </>
  ),
  navigation: <path d="M20 4 4 10.8l7 2.2 2.2 7z" />,
  film: (
    <>
      <rect x="3.5" y="4" width="17" height="16" rx="2" />
      <path d="M7.5 4v16M16.5 4v16M3.5 9h4M3.5 15h4M16.5 9h4M16.5 15h4M7.5 12h9" />
    </>
  ),
  plane: (
    <path d="M10.5 4.5c0-1.1.7-2 1.5-2s1.5.9 1.5 2v4.5l7.5 4.5v2l-7.5-2.2V18l2.5 2v1.5L12 20.3l-4 1.2V20l2.5-2v-4.7L3 15.5v-2L10.5 9z" />
  ),
  activity: <path d="M2.5 12.5h4l3-7.5 5 14 3-6.5h4" />,
  scissors: (
    <>
      <circle cx="6.5" cy="6.5" r="3" />
      <circle cx="6.5" cy="17.5" r="3" />
      <path d="M9 8.2 20.5 18M9 15.8 20.5 6" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4.5" rx="1" />
      <path d="M5 12.5V20.5h14v-8" />
      <path d="M12 8v12.5" />
      <path d="M12 8H8.5a2.3 2.3 0 1 1 0-4.5C11 3.5 12 8 12 8zM12 8h3.5a2.3 2.3 0 1 0 0-4.5C13 3.5 12 8 12 8z" />
    </>
  ),
  'file-text': (
    <>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3v5h5" />
      <path d="M8.5 13h7M8.5 17h7" />
    </>
  ),
  send: (
    <>
      <path d="M21 3 10.5 13.5" />
      <path d="M21 3 14.5 21l-4-7.5L3 9.5z" />
    </>
  ),
  'more-horizontal': <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" />,
  swap: (
    <>
      <path d="M4 8h15.5" />
      <path d="m16 4.5 3.5 3.5-3.5 3.5" />
      <path d="M20 16H4.5" />
      <path d="m8 12.5-3.5 3.5L8 19.5" />
    </>
  ),
  receipt: (
    <>
      <path d="M5.5 3v18l2.2-1.5L10 21l2-1.5 2 1.5 2.3-1.5 2.2 1.5V3l-2.2 1.5L14 3l-2 1.5L10 3 7.7 4.5z" />
      <path d="M9 9h6M9 13h6" />
    </>
  ),
  percent: (
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5v2" />
      <path d="M3 12.5h18" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.5 8.5a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0z" />
      <path d="M8 8h.01" />
    </>
  ),
};
