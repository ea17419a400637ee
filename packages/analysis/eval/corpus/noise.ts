import type { Rng } from './prng';
import { hashString } from './prng';

/**
 * The descriptor-noise grammar: how a bank prints one charge. Each charge draws its own wrapper, so a
 * biller's charges carry several descriptors over a year, as on real statements:
 * - debit card: CHECKCARD MMDD, POS DEBIT, PURCHASE AUTHORIZED ON MM/DD, DEBIT CARD PURCHASE, card
 *   number tail, store number, city and state, a trailing reference number;
 * - credit card: the acquirer's line, often with store number, city/state or a phone number;
 * - ACH: NACHA company name with PPD/WEB ids, DES:/INDN:/CO ID: (one bank), ORIG CO NAME: (another),
 *   RECURRING PYMT, ONLINE PMT;
 * - processors: SQ *, TST*, PAYPAL *, with the merchant after the star;
 * - then `&` written as AND or dropped, case (a few banks send Title Case), doubled spaces, and
 *   truncation at the statement width of the account (22 to 32 characters).
 */

export type Rail = 'debit_card' | 'credit_card' | 'ach_debit' | 'ach_credit';

export interface Printable {
  /** Names this party appears under (aliases); one is drawn per charge, weighted to the first. */
  readonly names: readonly string[];
  /** Processor prefixes that sometimes wrap the name ('SQ *', 'TST* ', 'PAYPAL *'). */
  readonly processors?: readonly string[];
  /** Places the party charges from: [city, state]. */
  readonly places?: readonly (readonly [string, string])[];
  /** Prints a store number (#1234) on card lines. */
  readonly storeNumber?: boolean;
  /** A customer-service phone printed instead of a city on some card lines. */
  readonly phone?: string;
  /** Plain descriptor for ACH lines (the NACHA entry description: PAYMENT, AUTOPAY, BILL PAY...). */
  readonly entryDescription?: string;
  /** Prints `NAME*REF` with a fresh order reference on each card charge (Amazon and the like). */
  readonly starRef?: boolean;
}

export interface PrintContext {
  readonly rail: Rail;
  /** ISO date of the charge. */
  readonly date: string;
  /** Statement width of the account. */
  readonly width: number;
  /** Last four digits of the debit card. */
  readonly cardTail: string;
  /** Account holder as the ACH line prints it (INDN:). */
  readonly holder: string;
  /** Store number of the place, stable per party (drawn by the caller). */
  readonly store?: string;
  /** Place of this charge; the caller keeps it stable per party most of the time. */
  readonly place?: readonly [string, string];
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const alnum = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');

/** A stable 10-digit NACHA company id for a name. */
function companyId(name: string): string {
  return String(1000000000 + (hashString(name) % 8999999999)).padStart(10, '0');
}

function mmdd(date: string, sep: string): string {
  return `${date.slice(5, 7)}${sep}${date.slice(8, 10)}`;
}

/** One alias, the first (the usual one) most of the time. */
function pickName(rng: Rng, names: readonly string[]): string {
  if (names.length === 1 || rng.chance(0.55)) return names[0] as string;
  return rng.pick(names.slice(1));
}

function ampersand(rng: Rng, text: string): string {
  if (!text.includes('&')) return text;
  const r = rng.next();
  if (r < 0.6) return text;
  if (r < 0.85) return text.replace(/\s*&\s*/g, (m) => (m.trim() === m ? 'AND' : ' AND '));
  return text.replace(/&/g, ' ');
}

function cardLine(rng: Rng, party: Printable, name: string, ctx: PrintContext): string {
  let body = party.starRef ? `${name}*${alnum(rng, 9)}` : name;
  const processor = party.processors?.length && rng.chance(0.6) ? rng.pick(party.processors) : undefined;
  if (processor) body = `${processor}${body}`;
  if (party.storeNumber && ctx.store && rng.chance(0.75)) body += rng.chance(0.7) ? ` #${ctx.store}` : ` ${ctx.store}`;
  const place = ctx.place;
  if (party.phone && rng.chance(0.35)) body += ` ${party.phone}`;
  else if (place && rng.chance(0.8)) body += rng.chance(0.85) ? ` ${place[0]} ${place[1]}` : ` ${place[0]}`;
  if (ctx.rail === 'credit_card') {
    if (rng.chance(0.12)) body += ` ${alnum(rng, 9)}`;
    return body;
  }
  const r = rng.next();
  let line: string;
  if (r < 0.22) line = `CHECKCARD ${mmdd(ctx.date, '')} ${body}`;
  else if (r < 0.4) line = `POS DEBIT ${body}`;
  else if (r < 0.56) line = `PURCHASE AUTHORIZED ON ${mmdd(ctx.date, '/')} ${body}`;
  else if (r < 0.68) line = `DEBIT CARD PURCHASE ${body}`;
  else if (r < 0.76) line = `DBT CRD ${digits(rng, 4)} ${mmdd(ctx.date, '/')}/${ctx.date.slice(2, 4)} ${body}`;
  else if (r < 0.84) line = `POS PURCHASE - ${body}`;
  else line = body;
  const tail = rng.next();
  if (tail < 0.3) line += ` CARD ${ctx.cardTail}`;
  else if (tail < 0.5) line += ` S${digits(rng, 15)}`;
  else if (tail < 0.62) line += ` ${digits(rng, 6)}`;
  return line;
}

function achDebitLine(rng: Rng, party: Printable, name: string, ctx: PrintContext): string {
  const id = companyId(party.names[0] as string);
  const descr = party.entryDescription ?? 'PAYMENT';
  const r = rng.next();
  if (r < 0.16) return `${name} ACH DEBIT`;
  if (r < 0.32) return `ACH DEBIT ${name} PPD ID: ${id}`;
  if (r < 0.44) return `${name} ${descr} WEB ID: ${id}`;
  if (r < 0.54) return `RECURRING PYMT ${name}`;
  if (r < 0.66) return `${name} DES:${descr} ID:${alnum(rng, 10)} INDN:${ctx.holder} CO ID:${id} PPD`;
  if (r < 0.76) return `ORIG CO NAME:${name} CO ENTRY DESCR:${descr} SEC:WEB`;
  if (r < 0.84) return `ONLINE PMT ${name} ${digits(rng, 8)}`;
  if (r < 0.9) return `ELECTRONIC PMT-WEB, ${name}`;
  return `${name} ${descr} ${digits(rng, 6)}`;
}

function achCreditLine(rng: Rng, party: Printable, name: string, ctx: PrintContext): string {
  const id = companyId(party.names[0] as string);
  const descr = party.entryDescription ?? 'PAYROLL';
  const r = rng.next();
  if (r < 0.25) return `DIRECT DEP ${name} ${descr}`;
  if (r < 0.45) return `${name} ${descr} PPD ID: ${id}`;
  if (r < 0.65) return `${name} DES:${descr} ID:${alnum(rng, 9)} INDN:${ctx.holder} CO ID:${id} PPD`;
  if (r < 0.8) return `ACH CREDIT ${name} ${descr}`;
  if (r < 0.9) return `ORIG CO NAME:${name} CO ENTRY DESCR:${descr} SEC:PPD`;
  return `DEPOSIT ${name} ${descr}`;
}

function finish(rng: Rng, line: string, width: number): string {
  let text = line.toUpperCase();
  if (rng.chance(0.08)) text = text.replace(/ /, '  ');
  if (text.length > width) text = text.slice(0, width).trimEnd();
  // A few banks send a cleaned, title-cased line.
  if (rng.chance(0.07)) text = text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return text;
}

/** The statement line of one charge. */
export function printDescriptor(rng: Rng, party: Printable, ctx: PrintContext): string {
  const name = ampersand(rng, pickName(rng, party.names));
  let line: string;
  switch (ctx.rail) {
    case 'debit_card':
    case 'credit_card':
      line = cardLine(rng, party, name, ctx);
      break;
    case 'ach_debit':
      line = achDebitLine(rng, party, name, ctx);
      break;
    case 'ach_credit':
      line = achCreditLine(rng, party, name, ctx);
      break;
  }
  return finish(rng, line, ctx.width);
}

/** Person-to-person lines (Zelle, Venmo, Cash App), money in or out. */
export function printP2P(
  rng: Rng,
  app: 'zelle' | 'venmo' | 'cashapp',
  person: string,
  direction: 'in' | 'out',
  width: number,
): string {
  let line: string;
  if (app === 'zelle') {
    const r = rng.next();
    if (direction === 'out')
      line =
        r < 0.5
          ? `ZELLE PAYMENT TO ${person} ${alnum(rng, 11)}`
          : r < 0.8
            ? `ZELLE TO ${person.split(' ')[0]} ON ${rng.int(1, 12)}/${rng.int(1, 28)} REF # ${alnum(rng, 10)}`
            : `ONLINE TRANSFER TO ${person} ZELLE ${digits(rng, 10)}`;
    else
      line =
        r < 0.5
          ? `ZELLE PAYMENT FROM ${person} ${alnum(rng, 11)}`
          : r < 0.8
            ? `ZELLE FROM ${person} ON ${rng.int(1, 12)}/${rng.int(1, 28)} REF # ${alnum(rng, 10)}`
            : `${person} ZELLE CREDIT`;
  } else if (app === 'venmo') {
    const r = rng.next();
    if (direction === 'out')
      line = r < 0.5 ? `VENMO PAYMENT ${digits(rng, 10)} WEB ID: 3264681992` : `VENMO *${person}`;
    // A cash-out moves the user's Venmo balance: the line never names who paid.
    else
      line =
        r < 0.6 ? `VENMO CASHOUT ${digits(rng, 10)} PPD ID: 5264681992` : `VENMO DES:CASHOUT ID:${digits(rng, 10)}`;
  } else {
    const r = rng.next();
    if (direction === 'out') line = r < 0.5 ? `CASH APP*${person}*${digits(rng, 4)}` : `SQ *CASH APP ${person}`;
    else line = r < 0.5 ? `CASH APP*CASH OUT ${digits(rng, 6)}` : `SQUARE INC DES:CASH APP ID:${alnum(rng, 10)}`;
  }
  return finish(rng, line, width);
}
