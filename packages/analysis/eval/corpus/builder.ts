import type { Account, RecurringFrequency, Transaction, TransactionLocation } from '@ledgerlight/contract';

import type { Rail } from './noise';
import { printDescriptor, printP2P } from './noise';
import type { Party } from './parties';
import type { Rng } from './prng';
import { hashString } from './prng';
import type {
  FraudKind,
  HouseholdTruth,
  SpendClass,
  StreamKind,
  TransactionLabel,
  TruthFraud,
  TruthStream,
} from './types';

/** Calendar helpers on UTC day numbers. */
const MS_PER_DAY = 86_400_000;
export const dayOf = (iso: string): number => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY);
export const isoOf = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
export const weekdayOf = (day: number): number => new Date(day * MS_PER_DAY).getUTCDay();
/** Day number of day-of-month `dom` (clamped to the month's length) in the month `offset` months after `day`'s. */
export function monthDay(day: number, offset: number, dom: number): number {
  const date = new Date(day * MS_PER_DAY);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
  const start = new Date(first);
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.floor(first / MS_PER_DAY) + Math.min(dom, length) - 1;
}
/** Saturday and Sunday move to Monday (ACH settles on business days). */
export const businessDay = (day: number): number => {
  const weekday = weekdayOf(day);
  return weekday === 6 ? day + 2 : weekday === 0 ? day + 1 : day;
};

/** Monthly equivalent of one charge (the truth definition). */
export const MONTHLY_FACTOR: Readonly<Record<RecurringFrequency, number>> = {
  daily: 30,
  weekly: 4.33,
  monthly: 1,
  quarterly: 1 / 3,
  yearly: 1 / 12,
};

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Payment processors that print before the merchant: prefix, name, Plaid counterparty type. */
const PROCESSORS: readonly (readonly [string, string, string])[] = [
  ['SQ *', 'Square', 'payment_terminal'],
  ['TST*', 'Toast', 'payment_terminal'],
  ['PAYPAL *', 'PayPal', 'payment_app'],
];

export type AccountKind = 'checking' | 'savings' | 'credit';

export interface Acct {
  readonly account: Account;
  readonly kind: AccountKind;
  /** Statement width of the bank's descriptors. */
  readonly width: number;
  readonly cardTail: string;
}

export interface AddOptions {
  readonly party?: Party;
  readonly location?: TransactionLocation;
  readonly currency?: string;
  readonly channel?: 'online' | 'in store' | 'other';
  /** Enrichment to attach (Plaid resolves only some transactions); undefined draws by the household's rate. */
  readonly enrich?: boolean;
  readonly pfc?: readonly [string, string];
  readonly legacy?: readonly string[];
  readonly counterparty?: { readonly name: string; readonly type: string };
}

export interface StreamSpec {
  readonly label: string;
  readonly entityId: string;
  readonly accountId: string;
  readonly frequency: RecurringFrequency;
  readonly kind: StreamKind;
  readonly firstDay: number;
  /** Last possible charge day: set for a cancelled stream. */
  readonly lastDay?: number;
  /** Amount of the i-th charge. */
  readonly amount: (index: number, day: number) => number;
  readonly variableAmount?: boolean;
  /** Moves weekend charges to Monday (ACH). */
  readonly businessDays?: boolean;
  /** Charge indices that never happen (a skipped month). */
  readonly skip?: readonly number[];
  /** A charge that comes late: its index and the days it slips. */
  readonly late?: { readonly index: number; readonly days: number };
  /** A price rise: the first day the new price applies. */
  readonly rise?: { readonly from: number; readonly to: number; readonly fromDay: number };
  /** Writes one charge and returns its id. */
  readonly emit: (day: number, amount: number) => string;
}

/** Charge days of a schedule, from firstDay up to min(lastDay, endDay). */
function scheduleDays(
  spec: Pick<StreamSpec, 'frequency' | 'firstDay' | 'lastDay' | 'businessDays'>,
  endDay: number,
): number[] {
  const until = Math.min(spec.lastDay ?? endDay, endDay);
  const dom = new Date(spec.firstDay * MS_PER_DAY).getUTCDate();
  const days: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    let day: number;
    switch (spec.frequency) {
      case 'daily':
        day = spec.firstDay + i;
        break;
      case 'weekly':
        day = spec.firstDay + 7 * i;
        break;
      case 'monthly':
        day = monthDay(spec.firstDay, i, dom);
        break;
      case 'quarterly':
        day = monthDay(spec.firstDay, 3 * i, dom);
        break;
      case 'yearly':
        day = monthDay(spec.firstDay, 12 * i, dom);
        break;
    }
    if (spec.businessDays) day = businessDay(day);
    if (day > until) break;
    days.push(day);
  }
  return days;
}

/** A Plaid-like entity id (stable per party). */
function plaidEntityId(id: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let state = hashString(`entity:${id}`);
  let out = '';
  for (let i = 0; i < 37; i += 1) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    state = (state + 0x6d2b79f5) >>> 0;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

/**
 * Collects one household's accounts, transactions and ground truth. Every transaction goes in
 * through `add` with its label, so no transaction is ever without truth.
 */
export class HouseholdBuilder {
  readonly transactions: Transaction[] = [];
  readonly labels: Record<string, TransactionLabel> = {};
  readonly streams: TruthStream[] = [];
  readonly fraud: TruthFraud[] = [];
  readonly phenomena = new Set<string>();
  readonly accounts: Acct[] = [];
  private readonly ids = new Set<string>();
  private readonly idRng: Rng;
  private readonly printRng: Rng;
  private readonly enrichRng: Rng;

  constructor(
    readonly householdId: string,
    readonly rng: Rng,
    readonly endDay: number,
    /** Share of transactions Plaid enriches. */
    readonly enrichRate: number,
    /** The account holder as ACH lines print it. */
    readonly holder: string,
    /** Where the household lives. */
    readonly home: readonly [string, string],
  ) {
    this.idRng = rng.fork('ids');
    this.printRng = rng.fork('print');
    this.enrichRng = rng.fork('enrich');
  }

  addAccount(kind: AccountKind, institution: string, name: string, width: number): Acct {
    const mask = String(this.rng.int(1000, 9999));
    const account: Account = {
      account_id: `${this.householdId}-${kind}-${mask}`,
      name,
      type: kind === 'credit' ? 'credit' : 'depository',
      subtype: kind === 'credit' ? 'credit card' : kind,
      institution_name: institution,
      balances: {
        current: kind === 'credit' ? this.rng.int(300, 2500) : this.rng.int(800, 12000),
        available: kind === 'credit' ? null : this.rng.int(500, 9000),
        iso_currency_code: 'USD',
        limit: kind === 'credit' ? 10000 : null,
      },
      mask,
      official_name: name,
    };
    const acct: Acct = { account, kind, width, cardTail: String(this.rng.int(1000, 9999)) };
    this.accounts.push(acct);
    return acct;
  }

  private newId(): string {
    const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    for (;;) {
      let id = '';
      for (let i = 0; i < 24; i += 1) id += this.idRng.pick(alphabet.split(''));
      if (!this.ids.has(id)) {
        this.ids.add(id);
        return id;
      }
    }
  }

  /** Adds one transaction (Plaid sign: positive is money out) with its truth label; returns its id. */
  add(
    acct: Acct,
    day: number,
    amount: number,
    name: string,
    label: TransactionLabel,
    options: AddOptions = {},
  ): string {
    const id = this.newId();
    const party = options.party;
    const enrich = options.enrich ?? this.enrichRng.chance(this.enrichRate);
    const pfc = options.pfc ?? party?.pfc;
    const legacy = options.legacy ?? party?.legacy ?? [];
    const channel = options.channel ?? party?.channel ?? 'other';
    const transaction: Transaction = {
      transaction_id: id,
      account_id: acct.account.account_id,
      date: isoOf(day),
      // Every line is cut at the account's statement width.
      name: name.length > acct.width ? name.slice(0, acct.width).trimEnd() : name,
      merchant_name: null,
      category: [],
      amount: round2(amount),
      // The last two days' card charges are often still authorisations.
      pending: day >= this.endDay - 1 && amount > 0 && channel !== 'other' && this.enrichRng.chance(0.6),
      iso_currency_code: options.currency ?? 'USD',
    };
    if (options.location) transaction.location = options.location;
    // Plaid reads some bill-pay ACH debits as a plain transfer out, with low confidence and no merchant.
    const readAsTransfer =
      enrich && party?.rail === 'ach' && amount > 0 && label.flow === 'spend' && this.enrichRng.chance(0.12);
    if (readAsTransfer) {
      transaction.category = ['Transfer', 'Debit'];
      transaction.personal_finance_category = {
        primary: 'TRANSFER_OUT',
        detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
        confidence_level: 'LOW',
      };
      transaction.payment_channel = 'other';
    } else if (enrich) {
      if (party) transaction.merchant_name = party.merchantName;
      transaction.category = [...legacy];
      if (pfc)
        transaction.personal_finance_category = {
          primary: pfc[0],
          detailed: pfc[1],
          confidence_level: this.enrichRng.pick(['VERY_HIGH', 'HIGH', 'HIGH', 'MEDIUM']),
        };
      const counterparty =
        options.counterparty ?? (party ? { name: party.merchantName, type: party.counterpartyType } : undefined);
      const counterparties: NonNullable<Transaction['counterparties']> = [];
      if (counterparty)
        counterparties.push({
          name: counterparty.name,
          type: counterparty.type,
          entity_id: plaidEntityId(party?.id ?? counterparty.name),
          confidence_level: 'HIGH',
        });
      // A processor in front of the merchant is a second counterparty, as Plaid lists it.
      const processor = PROCESSORS.find(([prefix]) => name.toUpperCase().startsWith(prefix));
      if (processor)
        counterparties.push({
          name: processor[1],
          type: processor[2],
          entity_id: plaidEntityId(processor[1]),
          confidence_level: 'VERY_HIGH',
        });
      if (counterparties.length) transaction.counterparties = counterparties;
      transaction.payment_channel = channel;
    } else {
      // Without enrichment the legacy category is often empty, coarse, or the generic transfer one.
      const r = this.enrichRng.next();
      if (channel === 'other')
        transaction.category = r < 0.45 ? ['Transfer', 'Debit'] : r < 0.7 ? legacy.slice(0, 1) : [];
      else transaction.category = r < 0.5 ? legacy.slice(0, 1) : r < 0.65 ? [...legacy] : [];
    }
    this.transactions.push(transaction);
    this.labels[id] = label;
    return id;
  }

  /** Where a party charges this household: its branch in the household's city when it has one. */
  placeOf(party: Party): readonly [string, string] | undefined {
    const places = party.places;
    if (!places?.length) return undefined;
    const home = places.find((p) => p[0] === this.home[0]);
    if (home && !this.printRng.chance(0.08)) return home;
    return places[hashString(`${this.householdId}:${party.id}`) % places.length];
  }

  storeOf(party: Party): string {
    return String(hashString(`${this.householdId}:${party.id}:store`) % 9000).padStart(4, '0');
  }

  /** A payment to a party from an account, printed by the bank's grammar. */
  pay(
    acct: Acct,
    party: Party,
    day: number,
    amount: number,
    label: TransactionLabel,
    options: AddOptions = {},
  ): string {
    const rail: Rail = acct.kind === 'credit' ? 'credit_card' : party.rail === 'ach' ? 'ach_debit' : 'debit_card';
    const place = this.placeOf(party);
    const name = printDescriptor(this.printRng, party, {
      rail,
      date: isoOf(day),
      width: acct.width,
      cardTail: acct.cardTail,
      holder: this.holder,
      store: this.storeOf(party),
      ...(place ? { place } : {}),
    });
    const location: TransactionLocation | undefined =
      place && rail !== 'ach_debit' ? { city: place[0], region: place[1], country: 'US' } : undefined;
    return this.add(acct, day, amount, name, label, { party, ...(location ? { location } : {}), ...options });
  }

  /** Money in from a party (payroll, platform payout) by ACH credit. */
  receive(acct: Acct, party: Party, day: number, amount: number, label: TransactionLabel): string {
    const name = printDescriptor(this.printRng, party, {
      rail: 'ach_credit',
      date: isoOf(day),
      width: acct.width,
      cardTail: acct.cardTail,
      holder: this.holder,
    });
    return this.add(acct, day, -amount, name, label, { party });
  }

  /** A person-to-person payment: out is positive, in is negative. */
  p2p(
    acct: Acct,
    app: 'zelle' | 'venmo' | 'cashapp',
    person: string,
    direction: 'in' | 'out',
    day: number,
    amount: number,
    label: TransactionLabel,
  ): string {
    const name = printP2P(this.printRng, app, person, direction, acct.width);
    const appName = app === 'zelle' ? 'Zelle' : app === 'venmo' ? 'Venmo' : 'Cash App';
    return this.add(acct, day, direction === 'out' ? amount : -amount, name, label, {
      channel: 'other',
      pfc:
        direction === 'out'
          ? ['TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER']
          : ['TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
      legacy: ['Transfer', 'Third Party', appName],
      counterparty: { name: appName, type: 'payment_app' },
    });
  }

  /** Generates a recurring stream's charges and records its truth. */
  stream(spec: StreamSpec): TruthStream {
    let days = scheduleDays(spec, this.endDay);
    if (spec.late) {
      const { index, days: slip } = spec.late;
      days = days.map((d, i) => (i === index ? d + slip : d)).filter((d) => d <= this.endDay);
    }
    const ids: string[] = [];
    const amounts: number[] = [];
    let riseId: string | undefined;
    days.forEach((day, index) => {
      if (spec.skip?.includes(index)) return;
      const amount = round2(
        spec.rise ? (day >= spec.rise.fromDay ? spec.rise.to : spec.rise.from) : spec.amount(index, day),
      );
      const id = spec.emit(day, amount);
      if (spec.rise && day >= spec.rise.fromDay && riseId === undefined) riseId = id;
      ids.push(id);
      amounts.push(amount);
    });
    const recent = amounts.slice(-3);
    const latest = spec.variableAmount
      ? round2(recent.reduce((a, b) => a + b, 0) / Math.max(recent.length, 1))
      : (amounts[amounts.length - 1] ?? 0);
    const truth: TruthStream = {
      id: `${this.householdId}:${spec.entityId}:${spec.frequency}:${this.streams.length}`,
      entityId: spec.entityId,
      label: spec.label,
      accountId: spec.accountId,
      frequency: spec.frequency,
      kind: spec.kind,
      status: spec.lastDay !== undefined ? 'cancelled' : 'active',
      latestAmount: latest,
      monthlyAmount: round2(latest * MONTHLY_FACTOR[spec.frequency]),
      ...(spec.rise && riseId ? { priceRise: { from: spec.rise.from, to: spec.rise.to, transactionId: riseId } } : {}),
      variableAmount: spec.variableAmount ?? false,
      transactionIds: ids,
    };
    this.streams.push(truth);
    return truth;
  }

  /** A recurring bill or subscription paid to a party from an account. */
  bill(
    acct: Acct,
    party: Party,
    spec: Omit<StreamSpec, 'emit' | 'entityId' | 'accountId' | 'kind' | 'label'> & {
      readonly kind?: StreamKind;
      readonly label?: string;
      readonly spendClass?: SpendClass;
    },
  ): TruthStream {
    const spendClass = spec.spendClass ?? party.spendClass ?? 'discretionary';
    return this.stream({
      ...spec,
      label: spec.label ?? party.merchantName,
      entityId: party.id,
      accountId: acct.account.account_id,
      kind: spec.kind ?? party.kind ?? 'subscription',
      businessDays: spec.businessDays ?? party.rail === 'ach',
      emit: (day, amount) => this.pay(acct, party, day, amount, { entityId: party.id, flow: 'spend', spendClass }),
    });
  }

  plant(kind: FraudKind, label: string, transactionIds: readonly string[]): void {
    this.fraud.push({ kind, label, transactionIds });
  }

  truth(): HouseholdTruth {
    return { labels: this.labels, streams: this.streams, fraud: this.fraud, phenomena: [...this.phenomena].sort() };
  }
}
