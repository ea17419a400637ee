import { describe, expect, it } from 'vitest';

import { MONTHLY_FACTOR, dayOf, round2 } from './builder';
import { HAND_LABELLED } from './descriptors';
import { CORPUS_NOW, generateHousehold } from './households';
import { truthHeadline, truthMonthlyIncome, truthSpending } from './truth';
import type { Household, HouseholdType, TruthStream } from './types';
import { FRAUD_KINDS, HOUSEHOLD_TYPES } from './types';

const households = new Map<HouseholdType, Household>(HOUSEHOLD_TYPES.map((t) => [t, generateHousehold(t, 11)]));
const of = (type: HouseholdType) => households.get(type) as Household;
const endDay = dayOf(CORPUS_NOW);

const chargesOf = (h: Household, s: TruthStream) => {
  const byId = new Map(h.transactions.map((t) => [t.transaction_id, t]));
  return s.transactionIds.map((id) => byId.get(id));
};
const gaps = (h: Household, s: TruthStream) => {
  const days = chargesOf(h, s).map((t) => dayOf(t?.date ?? ''));
  return days.slice(1).map((d, i) => d - (days[i] as number));
};

describe('corpus generator', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(generateHousehold('family_homeowner', 11)).toEqual(of('family_homeowner'));
    const other = generateHousehold('family_homeowner', 23);
    expect(other.transactions.map((t) => t.name)).not.toEqual(of('family_homeowner').transactions.map((t) => t.name));
  });

  describe.each(HOUSEHOLD_TYPES)('%s', (type) => {
    const h = of(type);
    const ids = new Set(h.transactions.map((t) => t.transaction_id));
    const label = (id: string) => h.truth.labels[id];

    it('has checking and a credit card, 12-13 months of data ending at now, ids unique', () => {
      const kinds = h.accounts.map((a) => a.subtype);
      expect(kinds).toContain('checking');
      expect(kinds).toContain('credit card');
      expect(ids.size).toBe(h.transactions.length);
      const days = h.transactions.map((t) => dayOf(t.date));
      expect(Math.max(...days)).toBeLessThanOrEqual(endDay);
      expect(endDay - Math.min(...days)).toBeGreaterThanOrEqual(365);
      expect(endDay - Math.min(...days)).toBeLessThanOrEqual(400);
      const accountIds = new Set(h.accounts.map((a) => a.account_id));
      expect(h.transactions.every((t) => accountIds.has(t.account_id))).toBe(true);
    });

    it('labels every transaction and nothing else', () => {
      expect(Object.keys(h.truth.labels).sort()).toEqual([...ids].sort());
      for (const l of Object.values(h.truth.labels)) expect(l.flow === 'spend').toBe(l.spendClass !== undefined);
    });

    it("keeps every stream's truth consistent with its transactions", () => {
      expect(h.truth.streams.length).toBeGreaterThanOrEqual(10);
      for (const s of h.truth.streams) {
        expect(s.transactionIds.length).toBeGreaterThan(0);
        for (const t of chargesOf(h, s)) {
          expect(t).toBeDefined();
          expect(t?.account_id).toBe(s.accountId);
          expect(t?.amount).toBeGreaterThan(0);
          expect(label(t?.transaction_id ?? '')).toMatchObject({ entityId: s.entityId, flow: 'spend' });
        }
        expect(s.monthlyAmount).toBe(round2(s.latestAmount * MONTHLY_FACTOR[s.frequency]));
        if (!s.variableAmount) expect(chargesOf(h, s).at(-1)?.amount).toBe(s.latestAmount);
      }
      const active = h.truth.streams.filter((s) => s.status === 'active');
      expect(truthHeadline(h.truth.streams)).toBe(round2(active.reduce((a, s) => a + s.monthlyAmount, 0)));
    });

    it('has weekly, monthly, quarterly and yearly streams, two plans of one aggregator, a price rise', () => {
      const frequencies = new Set(h.truth.streams.map((s) => s.frequency));
      for (const f of ['weekly', 'monthly', 'quarterly', 'yearly'] as const) expect(frequencies).toContain(f);
      expect(h.truth.streams.filter((s) => s.entityId === 'apple')).toHaveLength(2);
      const risen = h.truth.streams.filter((s) => s.priceRise);
      expect(risen.length).toBeGreaterThanOrEqual(1);
      for (const s of risen) {
        const charges = chargesOf(h, s);
        const at = s.transactionIds.indexOf(s.priceRise?.transactionId ?? '');
        expect(at).toBeGreaterThan(0);
        expect(charges[at - 1]?.amount).toBe(s.priceRise?.from);
        expect(charges[at]?.amount).toBe(s.priceRise?.to);
      }
    });

    it('has a cancelled stream that stops inside the window and a stream started in the last 3 months', () => {
      const cancelled = h.truth.streams.filter((s) => s.status === 'cancelled');
      expect(cancelled.length).toBeGreaterThanOrEqual(1);
      for (const s of cancelled) {
        const last = dayOf(chargesOf(h, s).at(-1)?.date ?? '');
        expect(endDay - last).toBeGreaterThan(45);
        expect(endDay - last).toBeLessThan(120);
      }
      const fresh = h.truth.streams.filter((s) => endDay - dayOf(chargesOf(h, s)[0]?.date ?? '') <= 92);
      expect(fresh.some((s) => s.status === 'active' && s.frequency === 'monthly')).toBe(true);
    });

    it('has a variable utility bill (20-40% swings), a late charge and a skipped one', () => {
      const variable = h.truth.streams.filter((s) => s.variableAmount && s.kind === 'utility');
      expect(variable.length).toBeGreaterThanOrEqual(1);
      const amounts = chargesOf(h, variable[0] as TruthStream).map((t) => t?.amount ?? 0);
      const mean = amounts.reduce((a, b) => a + b, 0) / amounts.length;
      expect((Math.max(...amounts) - Math.min(...amounts)) / mean).toBeGreaterThan(0.2);
      const monthlyGaps = h.truth.streams.filter((s) => s.frequency === 'monthly').flatMap((s) => gaps(h, s));
      expect(monthlyGaps.some((g) => g >= 36 && g < 50)).toBe(true);
      const skipped = h.truth.streams.some((s) => {
        const period = s.frequency === 'weekly' ? 7 : s.frequency === 'monthly' ? 30 : Infinity;
        return gaps(h, s).some((g) => g >= 1.8 * period);
      });
      expect(skipped).toBe(true);
    });

    it('has card autopay on both sides, refunds, P2P in and out, daily transit or parking that is no stream', () => {
      const card = h.accounts.find((a) => a.type === 'credit')?.account_id;
      const payments = h.transactions.filter((t) => label(t.transaction_id)?.flow === 'card_payment');
      expect(payments.some((t) => t.account_id === card && t.amount < 0)).toBe(true);
      expect(payments.some((t) => t.account_id !== card && t.amount > 0)).toBe(true);
      const refunds = h.transactions.filter((t) => label(t.transaction_id)?.flow === 'refund');
      expect(refunds.length).toBeGreaterThanOrEqual(1);
      expect(refunds.every((t) => t.amount < 0)).toBe(true);
      const p2p = h.transactions.filter((t) => /ZELLE|VENMO|CASH APP/i.test(t.name));
      expect(p2p.some((t) => t.amount > 0)).toBe(true);
      expect(p2p.some((t) => t.amount < 0)).toBe(true);
      const inStream = new Set(h.truth.streams.flatMap((s) => s.transactionIds));
      const perEntity = new Map<string, number>();
      for (const t of h.transactions) {
        const l = label(t.transaction_id);
        if (l?.flow === 'spend' && !inStream.has(t.transaction_id) && t.amount < 20)
          perEntity.set(l.entityId, (perEntity.get(l.entityId) ?? 0) + 1);
      }
      expect(Math.max(...perEntity.values())).toBeGreaterThanOrEqual(80);
    });

    it('prints one biller under several descriptors, within the statement width', () => {
      expect(h.transactions.every((t) => t.name.length <= 32)).toBe(true);
      for (const s of h.truth.streams.filter((x) => x.transactionIds.length >= 6)) {
        const names = new Set(chargesOf(h, s).map((t) => t?.name));
        expect(names.size).toBeGreaterThanOrEqual(3);
      }
    });

    it('labels a person-to-person payment with the person the line names, and an app cash-out with the app', () => {
      const people = new Set(
        Object.values(h.truth.labels)
          .map((l) => l.entityId)
          .filter((e) => e.startsWith('person:'))
          .map((e) => e.slice('person:'.length)),
      );
      const firstNames = [...people].map((p) => p.split(' ')[0] as string);
      for (const t of h.transactions) {
        const name = t.name.toUpperCase();
        const entity = label(t.transaction_id)?.entityId ?? '';
        if (/^(VENMO \*|ZELLE PAYMENT (TO|FROM) |CASH APP\*(?!CASH OUT))/.test(name)) {
          expect(entity.startsWith('person:')).toBe(true);
          expect(name).toContain(entity.slice('person:'.length).split(' ')[0]);
        }
        if (entity === 'venmo' || entity === 'cashapp')
          expect(firstNames.filter((first) => name.includes(first))).toEqual([]);
      }
    });

    it('enriches some transactions only, in Plaid shape', () => {
      const enriched = h.transactions.filter((t) => t.personal_finance_category);
      const share = enriched.length / h.transactions.length;
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThan(0.8);
      expect(
        enriched.every((t) => t.personal_finance_category?.detailed.startsWith(t.personal_finance_category.primary)),
      ).toBe(true);
      expect(h.transactions.some((t) => t.merchant_name && t.counterparties?.[0]?.entity_id && t.payment_channel)).toBe(
        true,
      );
      expect(h.transactions.some((t) => t.category.length === 0)).toBe(true);
    });

    it('plants each of the six fraud kinds, labelled, in the last five months', () => {
      expect(h.truth.fraud.map((f) => f.kind).sort()).toEqual([...FRAUD_KINDS].sort());
      for (const f of h.truth.fraud) {
        expect(f.transactionIds.every((id) => ids.has(id))).toBe(true);
        expect(f.transactionIds.some((id) => label(id)?.flow === 'fraud')).toBe(true);
        const byId = new Map(h.transactions.map((t) => [t.transaction_id, t]));
        for (const id of f.transactionIds) expect(endDay - dayOf(byId.get(id)?.date ?? '')).toBeLessThan(160);
      }
      const foreign = h.truth.fraud.find((f) => f.kind === 'foreign_purchase');
      const purchase = h.transactions.find((t) => t.transaction_id === foreign?.transactionIds[0]);
      expect(purchase?.location?.country).not.toBe('US');
      const testing = h.truth.fraud.find((f) => f.kind === 'card_testing');
      expect(testing?.transactionIds.length).toBeGreaterThanOrEqual(4);
    });

    it('has income and a spending split that exclude transfers, card payments and fraud', () => {
      expect(truthMonthlyIncome(h, 6)).toBeGreaterThan(500);
      const split = truthSpending(h, 6);
      expect(split.essential).toBeGreaterThan(0);
      expect(split.discretionary).toBeGreaterThan(0);
      expect(split.discretionaryShare).toBeCloseTo(
        (split.discretionary / (split.essential + split.discretionary)) * 100,
        0,
      );
    });
  });

  it('pays the gig worker through irregular platform payouts', () => {
    const h = of('gig_worker');
    const income = h.transactions.filter((t) => h.truth.labels[t.transaction_id]?.flow === 'income');
    const platforms = new Set(income.map((t) => h.truth.labels[t.transaction_id]?.entityId));
    expect([...platforms].sort()).toEqual(['doordash-payouts', 'instacart-payouts', 'uber-payouts']);
    const uber = income
      .filter((t) => h.truth.labels[t.transaction_id]?.entityId === 'uber-payouts')
      .map((t) => -t.amount);
    const mean = uber.reduce((a, b) => a + b, 0) / uber.length;
    const sd = Math.sqrt(uber.reduce((a, b) => a + (b - mean) ** 2, 0) / uber.length);
    expect(sd / mean).toBeGreaterThan(0.2);
  });

  it("counts the student's monthly support from a parent as income and roommates' paybacks as reimbursements", () => {
    const h = of('student');
    const support = h.transactions.filter(
      (t) => h.truth.labels[t.transaction_id]?.flow === 'income' && /ZELLE/i.test(t.name),
    );
    expect(support.length).toBeGreaterThanOrEqual(12);
    expect(new Set(support.map((t) => t.amount)).size).toBe(1);
    const paybacks = h.transactions.filter((t) => h.truth.labels[t.transaction_id]?.flow === 'reimbursement');
    expect(paybacks.length).toBeGreaterThan(5);
    expect(
      h.transactions.some((t) => h.truth.labels[t.transaction_id]?.flow === 'income' && !/ZELLE/i.test(t.name)),
    ).toBe(true);
  });

  it('has Plaid read some bill payments as transfers, and name the processor as a second counterparty', () => {
    const all = [...households.values()].flatMap((h) =>
      h.transactions.map((t) => ({ t, l: h.truth.labels[t.transaction_id] })),
    );
    const misread = all.filter(
      ({ t, l }) =>
        l?.flow === 'spend' &&
        t.personal_finance_category?.detailed === 'TRANSFER_OUT_ACCOUNT_TRANSFER' &&
        t.personal_finance_category.confidence_level === 'LOW',
    );
    expect(misread.length).toBeGreaterThan(0);
    expect(misread.every(({ t }) => !t.merchant_name)).toBe(true);
    const processed = all.filter(({ t }) => t.counterparties?.some((c) => c.type === 'payment_terminal'));
    expect(processed.length).toBeGreaterThan(0);
    expect(processed.every(({ t }) => /^(SQ \*|TST\*)/i.test(t.name) && t.counterparties?.length === 2)).toBe(true);
  });

  it('gives the family a mortgage, a car loan, childcare and insurance', () => {
    const kinds = new Set(of('family_homeowner').truth.streams.map((s) => s.kind));
    for (const k of ['mortgage', 'loan', 'childcare', 'insurance'] as const) expect(kinds).toContain(k);
  });
});

describe('hand-labelled descriptors', () => {
  it('has at least 300 distinct descriptors of 60 or more entities, each entity spelt several ways', () => {
    expect(HAND_LABELLED.length).toBeGreaterThanOrEqual(300);
    expect(new Set(HAND_LABELLED.map((r) => r.descriptor)).size).toBe(HAND_LABELLED.length);
    const perEntity = new Map<string, number>();
    for (const r of HAND_LABELLED) perEntity.set(r.entity, (perEntity.get(r.entity) ?? 0) + 1);
    expect(perEntity.size).toBeGreaterThanOrEqual(60);
    expect(Math.min(...perEntity.values())).toBeGreaterThanOrEqual(2);
  });
});
