import type { AgentId } from '@ledgerlight/contract';
import { MOCK_ERROR_RESULTS, MOCK_RECURRING_SOURCE_SHAPES, MOCK_SAVINGS_SOURCE_SHAPES } from '@ledgerlight/mocks';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../routes/MemoryRouter.test-support';
import { retryableLazy } from '@ledgerlight/ui';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { AgentResultView, RENDERER_LOAD_FAILED_TITLE, RendererChunk } from './AgentResultView';
import type { ResultRendererProps } from './renderers/types';

configure({ asyncUtilTimeout: 10_000 });

function mount(agentId: string, data: unknown) {
  return render(
    <MemoryRouter>
      <AgentResultView agentId={agentId as AgentId} data={data} />
    </MemoryRouter>,
  );
}

describe('AgentResultView', () => {
  it('offers Try again when a renderer chunk does not load, and loads it again', async () => {
    expectConsoleErrors([
      /The above error occurred in one of your React components/,
      /^A part of the page failed to load TypeError: Failed to fetch dynamically imported module/,
    ]);
    const Loaded = ({ data }: ResultRendererProps) => <p>Renderer with {String(data)}</p>;
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Loaded);
    render(<RendererChunk chunk={retryableLazy(load)} data="facts" />);
    expect(await screen.findByRole('heading', { level: 2, name: RENDERER_LOAD_FAILED_TITLE })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Renderer with facts')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("shows 'Agent Not Found' for an id outside the catalogue, without loading a renderer", () => {
    mount('tax_optimizer', MOCK_SAVINGS_SOURCE_SHAPES.nestedInSummary);
    expect(screen.getByRole('heading', { level: 2, name: 'Agent Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Invalid agent selected/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("does not take an inherited property name for an agent: 'toString' is not found", () => {
    mount('toString', {});
    expect(screen.getByRole('heading', { level: 2, name: 'Agent Not Found' })).toBeInTheDocument();
  });

  it('shows a labelled spinner while the renderer loads, then the recurring result', async () => {
    mount('recurring_expenses', MOCK_RECURRING_SOURCE_SHAPES.subscriptions);
    expect(screen.getByRole('status')).toHaveTextContent('Loading analysis results...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Recurring costs' })).toBeInTheDocument();
    expect(screen.queryByText('Loading analysis results...')).not.toBeInTheDocument();
  });

  it('picks the savings renderer for savings_finder, with the data nested under analysisResult', async () => {
    mount('savings_finder', MOCK_SAVINGS_SOURCE_SHAPES.nestedInAnalysisResult);
    expect(await screen.findByRole('heading', { level: 2, name: 'Savings opportunities' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Savings score' })).toBeInTheDocument();
  });

  it("passes the data on as it is: a result with an error shows 'Analysis Processing Error'", async () => {
    mount('recurring_expenses', MOCK_ERROR_RESULTS.recurring_expenses);
    expect(await screen.findByRole('alert')).toHaveTextContent('Analysis Processing Error');
  });

  it("shows 'No Results Available' for savings without usable data", async () => {
    mount('savings_finder', null);
    expect(await screen.findByRole('heading', { level: 2, name: 'No Results Available' })).toBeInTheDocument();
  });
});
