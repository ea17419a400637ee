import { render, screen, within } from '@testing-library/react';
import { MOCK_ERROR_RESULTS, MOCK_FRAUD_LOW_RISK_RESULT, MOCK_FRAUD_RESULT } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { FraudResult } from './fraud';

// A whole result renders in jsdom: slow on a busy machine, so a generous timeout.
describe('FraudResult', { timeout: 20_000 }, () => {
  it('renders the full fixture: risk level and band, alerts with every detail, period, recommendations', () => {
    render(<FraudResult data={MOCK_FRAUD_RESULT} />);
    const meter = screen.getByRole('meter', { name: 'Risk score' });
    expect(meter).toHaveAttribute('aria-valuetext', '72 out of 100: High risk');
    expect(meter).toHaveAttribute('data-band', 'elevated');
    expect(screen.getByText('Alerts found').parentElement?.parentElement).toHaveTextContent('Alerts found4');
    const period = screen.getByText('Monitoring period').parentElement?.parentElement;
    expect(period).toHaveTextContent('184 days');
    expect(period).toHaveTextContent('May 12, 2026 to Nov 12, 2026');

    const alerts = screen.getAllByRole('article');
    expect(alerts).toHaveLength(4);
    const first = within(alerts[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Unusual amount: BestTech Electronics' })).toBeInTheDocument();
    expect(first.getByText('Critical severity')).toBeInTheDocument();
    expect(first.getByText('$1,249.99')).toBeInTheDocument();
    expect(first.getByText('Oct 28, 2026')).toBeInTheDocument();
    expect(first.getByText('93%')).toBeInTheDocument();
    expect(first.getByText(/purchase at BestTech Electronics in Miami/)).toBeInTheDocument();
    expect(first.getByText('First purchase ever at this merchant')).toBeInTheDocument();
    expect(within(alerts[3] as HTMLElement).getByText('Medium severity')).toBeInTheDocument();

    const recommendations = screen.getByRole('region', { name: 'Recommendations' });
    expect(within(recommendations).getAllByRole('listitem')).toHaveLength(MOCK_FRAUD_RESULT.recommendations.length);
  });

  it('renders the low-risk fixture in the LOW band', () => {
    render(<FraudResult data={MOCK_FRAUD_LOW_RISK_RESULT} />);
    expect(screen.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('data-band', 'good');
    expect(screen.getByText('Low risk')).toBeInTheDocument();
    expect(screen.getByText('24%')).toBeInTheDocument();
  });

  it('renders a result nested under analysisResult', () => {
    render(<FraudResult data={{ analysisResult: { ...MOCK_FRAUD_RESULT, riskScore: 80 } }} />);
    expect(screen.getByText('Critical risk')).toBeInTheDocument();
  });

  it("shows 'Analysis Processing Error' with the error text", () => {
    render(<FraudResult data={MOCK_ERROR_RESULTS.fraud_detection} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Analysis Processing Error');
    expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.fraud_detection.error ?? '');
  });

  it('shows a clear error, not a crash, when the result cannot be read', () => {
    render(<FraudResult data={{ alerts: [{ id: 'a', confidence: 7 }] }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Data Processing Error');
    expect(alert).toHaveTextContent('alerts.0');
  });

  it("shows 'No Results Available' for an empty result", () => {
    render(<FraudResult data={{}} />);
    expect(screen.getByRole('heading', { name: 'No Results Available' })).toBeInTheDocument();
  });
});
