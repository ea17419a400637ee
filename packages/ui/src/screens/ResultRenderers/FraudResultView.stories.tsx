import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_ERROR_RESULTS, MOCK_FRAUD_LOW_RISK_RESULT, MOCK_FRAUD_RESULT } from '@ledgerlight/mocks';
import { CORRECTION_SAVED_MESSAGE, fraudRiskLevel } from '@ledgerlight/contract';
import type { FraudResult } from '@ledgerlight/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SaveCorrection } from '../Corrections/CorrectionControl';
import { NOT_ME_GUIDANCE } from '../Corrections/CorrectionControls';
import { SaveCorrectionProvider } from '../Corrections/saveCorrectionContext';
import { FraudResultView } from './FraudResultView';
import type { FraudResultViewModel } from './FraudResultView';
import { ANALYSIS_PROCESSING_ERROR, DATA_PROCESSING_ERROR, NO_RESULTS_AVAILABLE } from './ResultParts';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  unusual_amount: 'Unusual amount',
  card_testing: 'Card testing',
  location_mismatch: 'Location mismatch',
  duplicate_charge: 'Duplicate charge',
  new_merchant: 'New merchant',
};

/** The view model of a fixture result, as the app builds it, with the risk score set to `score`. */
function viewOf(result: FraudResult, score = result.riskScore): FraudResultViewModel {
  return {
    risk: { score, level: fraudRiskLevel(score) },
    totalAlertsFound: result.totalAlertsFound,
    monitoringPeriod: result.monitoringPeriod,
    alerts: result.alerts.map((alert) => ({ ...alert, type: TYPE_NAMES[alert.type] ?? alert.type })),
    recommendations: result.recommendations,
  };
}

const meta = {
  title: 'Screens/ResultRenderers/FraudResultView',
  tags: ['autodocs'],
  component: FraudResultView,
  args: { status: 'ready', result: viewOf(MOCK_FRAUD_RESULT) },
} satisfies Meta<typeof FraudResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the risk panel: the score, the level in words and the meter's colour band. */
async function expectRisk(canvasElement: HTMLElement, score: number, level: string, band: string) {
  const canvas = within(canvasElement);
  const meter = canvas.getByRole('meter', { name: 'Risk score' });
  await expect(meter).toHaveAttribute('aria-valuenow', String(score));
  await expect(meter).toHaveAttribute('aria-valuetext', `${score} out of 100: ${level} risk`);
  await expect(meter).toHaveAttribute('data-band', band);
  await expect(canvas.getByText(`${level} risk`)).toBeVisible();
}

/** The full result: risk 72 (HIGH), four alerts most severe first, the monitoring period and recommendations. */
export const FullResult: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectRisk(canvasElement, 72, 'High', 'elevated');
    await expect(canvas.getByText('4')).toBeVisible();
    await expect(canvas.getByText('184 days')).toBeVisible();
    await expect(
      canvas.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'May 12, 2026 to Nov 12, 2026',
      ),
    ).toBeVisible();
    const alerts = canvas.getAllByRole('article');
    await expect(alerts).toHaveLength(4);
    const first = within(alerts[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 3, name: 'Unusual amount: BestTech Electronics' })).toBeVisible();
    await expect(first.getByText('Critical severity')).toBeVisible();
    await expect(first.getByText('93%')).toBeVisible();
    await expect(first.getByText('Oct 28, 2026')).toBeVisible();
    await expect(first.getByRole('heading', { level: 4, name: 'Risk factors' })).toBeVisible();
    await expect(first.getByText('First purchase ever at this merchant')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recommendations' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(5);
    // One scale of meaning (ADR 0046): HIGH asks for action as CRITICAL does; MEDIUM only for a look.
    const look = (text: string) => {
      const badge = canvas.getAllByText(text)[0]?.parentElement;
      if (!badge) throw new globalThis.Error(`no '${text}' badge`);
      return getComputedStyle(badge).backgroundColor;
    };
    await expect(look('High severity')).toBe(look('Critical severity'));
    await expect(look('Medium severity')).not.toBe(look('High severity'));
  },
};

/** Risk score 18: LOW, the green band. */
export const LowRisk: Story = {
  args: { status: 'ready', result: viewOf(MOCK_FRAUD_LOW_RISK_RESULT) },
  play: async ({ canvas, canvasElement }) => {
    await expectRisk(canvasElement, 18, 'Low', 'good');
    await expect(canvas.getByText('Low severity')).toBeVisible();
    await expect(canvas.getByText('24%')).toBeVisible();
  },
};

/** Risk score 40, the lowest MEDIUM: the yellow band. */
export const MediumRisk: Story = {
  args: { status: 'ready', result: viewOf(MOCK_FRAUD_RESULT, 40) },
  play: async ({ canvasElement }) => {
    await expectRisk(canvasElement, 40, 'Medium', 'fair');
  },
};

/** Risk score 60, the lowest HIGH: the orange band. */
export const HighRisk: Story = {
  args: { status: 'ready', result: viewOf(MOCK_FRAUD_RESULT, 60) },
  play: async ({ canvasElement }) => {
    await expectRisk(canvasElement, 60, 'High', 'elevated');
  },
};

/** Risk score 80, the lowest CRITICAL: the red band. */
export const CriticalRisk: Story = {
  args: { status: 'ready', result: viewOf(MOCK_FRAUD_RESULT, 80) },
  play: async ({ canvasElement }) => {
    await expectRisk(canvasElement, 80, 'Critical', 'severe');
  },
};

/** A clean run: score 5, no alerts, a recommendation only. */
export const NoAlerts: Story = {
  args: {
    status: 'ready',
    result: {
      risk: { score: 5, level: 'LOW' },
      totalAlertsFound: 0,
      monitoringPeriod: { startDate: '2026-05-03', endDate: '2026-11-03' },
      alerts: [],
      recommendations: ['No action needed: activity on this card matches your usual spending.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No suspicious activity found' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing usable in the result. */
export const Empty: Story = {
  args: { status: 'noResults' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: NO_RESULTS_AVAILABLE })).toBeVisible();
  },
};

/** The result carries an error (product 8: 'Analysis Processing Error'). */
export const Error: Story = {
  args: { status: 'analysisError', message: MOCK_ERROR_RESULTS.fraud_detection.error ?? '' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(ANALYSIS_PROCESSING_ERROR);
    await expect(alert).toHaveTextContent('First Platypus Bank asked you to sign in again.');
  },
};

/** The result is not in the fraud shape: a clear error, with what was wrong. */
export const Unreadable: Story = {
  args: { status: 'unreadable', detail: 'alerts.0.confidence: Too big: expected number to be <=1' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(DATA_PROCESSING_ERROR);
    await expect(alert).toHaveTextContent('alerts.0.confidence');
  },
};

/** What the alerts' answers asked to save; reset before each story. */
const saveCorrection = fn<SaveCorrection>(() => Promise.resolve({ saved: true }));

const withCorrections: Story['decorators'] = [
  (Story) => (
    <SaveCorrectionProvider value={saveCorrection}>
      <Story />
    </SaveCorrectionProvider>
  ),
];

/** On the result page every alert ends with "This was me" and "Not me" (ADR 0040); the first is saved. */
export const WithCorrections: Story = {
  decorators: withCorrections,
  beforeEach: () => {
    saveCorrection.mockClear();
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('article');
    for (const alert of alerts) {
      await expect(within(alert).getByRole('button', { name: 'This was me' })).toBeVisible();
    }
    const hotel = alerts.find((alert) => within(alert).queryByText('Hotel Lumina', { selector: 'dd' }));
    await expect(hotel).toBeDefined();
    await userEvent.click(within(hotel as HTMLElement).getByRole('button', { name: 'This was me' }));
    await expect(await within(hotel as HTMLElement).findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(saveCorrection.mock.calls[0]?.[0]).toMatchObject({
      kind: 'this_was_me',
      merchant: { name: 'Hotel Lumina' },
    });
  },
};

/** "Not me" on a phone: the dispute guidance under the alert, which stays; nothing saved. */
export const WithCorrectionsNotMePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: withCorrections,
  beforeEach: () => {
    saveCorrection.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Not me' }));
    await expect(within(first).getByRole('group', { name: /^Correction for / })).toHaveTextContent(NOT_ME_GUIDANCE);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(saveCorrection).not.toHaveBeenCalled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
