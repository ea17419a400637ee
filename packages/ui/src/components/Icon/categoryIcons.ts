import type { IconName } from './shapes';

/**
 * Each category a transaction can be shown under, by its name (any case), and the icon drawn beside
 * it. Two vocabularies reach the list: the analyses' categories and roles, which the API sets as
 * `display_category` (ADR 0031), and the bank's own first category entry (product 3) when there is
 * none (the demo data). The analyses' icon keys ('utensils', 'zap') are drawn under the same names.
 */
const CATEGORY_ICONS: Readonly<Record<string, IconName>> = {
  // The analyses' categories (their labels and icon keys).
  housing: 'home',
  'loan payments': 'credit-card',
  utilities: 'zap',
  'phone & internet': 'wifi',
  insurance: 'shield',
  groceries: 'shopping-cart',
  transportation: 'car',
  healthcare: 'heart',
  education: 'book',
  childcare: 'users',
  'household help': 'users',
  'fees & interest': 'alert-circle',
  'dining out': 'utensils',
  'coffee shops': 'coffee',
  'food delivery': 'truck',
  'ride share & taxi': 'navigation',
  shopping: 'shopping-bag',
  entertainment: 'film',
  subscriptions: 'repeat',
  travel: 'plane',
  'health & fitness': 'activity',
  'personal care': 'scissors',
  'gifts & donations': 'gift',
  taxes: 'file-text',
  'payments to people': 'send',
  other: 'more-horizontal',
  // The analyses' roles shown in place of a category.
  income: 'briefcase',
  transfer: 'swap',
  'card payment': 'credit-card',
  'payments from people': 'users',
  // The bank's top-level categories.
  'food and drink': 'utensils',
  shops: 'shopping-bag',
  payment: 'credit-card',
  recreation: 'activity',
  service: 'receipt',
  interest: 'percent',
  'bank fees': 'alert-circle',
  community: 'users',
  tax: 'file-text',
};

/** What a transaction without a category, or with one the product does not know, is drawn with. */
export const UNKNOWN_CATEGORY_ICON: IconName = 'tag';

/** The icon for a category name ('Dining Out', 'Food and Drink'), or a plain tag for one not known. */
export function categoryIconName(category: string): IconName {
  return CATEGORY_ICONS[category.trim().toLocaleLowerCase()] ?? UNKNOWN_CATEGORY_ICON;
}
