import { AGENTS, HELP_CATEGORIES, HELP_DEFAULT_CATEGORY } from '@ledgerlight/contract';
import { MOCK_TASK_RECORDS } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { taskIdSuffix } from '../../format/format';
import { HELP_CATEGORY_LABELS, Help, NO_SPECIFIC_ANALYSIS } from './Help';
import type { HelpAnalysisOption, HelpProps, HelpScreenField, HelpScreenValues } from './Help';

/** The mock user's analyses, newest first, labelled as the page labels them (product 2). */
const analyses: HelpAnalysisOption[] = [...MOCK_TASK_RECORDS]
  .reverse()
  .map((record) => ({ value: record.taskId, label: `${AGENTS[record.agentId].name} #${taskIdSuffix(record.taskId)}` }));

const EMPTY: HelpScreenValues = { analysisId: '', category: HELP_DEFAULT_CATEGORY, description: '' };
const FILLED: HelpScreenValues = {
  analysisId: analyses[0]?.value ?? '',
  category: 'bad analysis',
  description: 'The budget suggests $0 for groceries, which cannot be right.',
};

/** The screen with its own state: typing and choosing work, Submit calls `onSubmit`. */
function Interactive(props: HelpProps) {
  const [values, setValues] = useState(props.values);
  const change = (field: HelpScreenField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    props.onFieldChange(field, value);
  };
  return <Help {...props} values={values} onFieldChange={change} onSubmit={() => props.onSubmit()} />;
}

const meta = {
  title: 'Screens/Help',
  tags: ['autodocs'],
  component: Help,
  parameters: { layout: 'padded' },
  args: { values: EMPTY, analyses, onFieldChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof Help>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, ready: no analysis, 'General question', an empty description (product 2). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await expect(analysis).toHaveValue('');
    await expect(analysis).not.toBeRequired();
    await expect(within(analysis).getAllByRole('option')[0]).toHaveTextContent(NO_SPECIFIC_ANALYSIS);
    await expect(within(analysis).getAllByRole('option')).toHaveLength(analyses.length + 1);
    await expect(within(analysis).getByRole('option', { name: analyses[0]?.label })).toBeInTheDocument();
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(category).toBeRequired();
    await expect(category).toHaveDisplayValue('General question');
    const options = within(category).getAllByRole('option');
    await expect(options.map((option) => option.getAttribute('value'))).toEqual([...HELP_CATEGORIES]);
    await expect(options.map((option) => option.textContent)).toEqual(
      HELP_CATEGORIES.map((value) => HELP_CATEGORY_LABELS[value]),
    );
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Analysis labels are the agent name plus the last 8 characters of the task id (product 2, 9). */
export const AnalysisLabels: Story = {
  // Not captured: the same form as Default; its play reads the options of the closed select.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    for (const option of within(analysis).getAllByRole('option').slice(1)) {
      await expect(option.textContent).toMatch(/^[A-Z][A-Za-z ]+ #[0-9a-f-]{8}$/);
    }
  },
};

/** The analyses are still loading: the rest of the form can be filled meanwhile. */
export const LoadingAnalyses: Story = {
  args: { analyses: [], analysesLoading: true },
  play: async ({ canvas }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await expect(analysis).toBeDisabled();
    await expect(analysis).toHaveAccessibleDescription('Optional. Loading your analyses...');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your analyses');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** No analyses yet (or every list failed): only "No specific analysis". */
export const NoAnalyses: Story = {
  args: { analyses: [] },
  play: async ({ canvas }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await expect(within(analysis).getAllByRole('option')).toHaveLength(1);
    await expect(analysis).toHaveAccessibleDescription('Optional. You have no analyses yet.');
  },
};

/** Prefilled from /help?category=refund%20request&description=... (product 2). */
export const Prefilled: Story = {
  args: {
    values: {
      analysisId: '',
      category: 'refund request',
      description: 'Refund for my last budget analysis, it never finished',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Refund request');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Refund for my last budget analysis, it never finished',
    );
  },
};

/** Submitted without a description (product 5). */
export const MissingDescription: Story = {
  args: { fieldErrors: { description: 'Please describe what you need help with' } },
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription(/Error: Please describe what you need help with/);
  },
};

/** Sending: the button is disabled and reads 'Submitting...' (product 4). */
export const Submitting: Story = {
  args: { values: FILLED, status: 'submitting' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the message, and the fields back to no analysis, 'General question', empty (product 4). */
export const Success: Story = {
  args: { values: EMPTY, status: 'success', message: 'Your request has been sent.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your request has been sent.');
    await expect(canvas.getByRole('combobox', { name: 'Analysis' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('general question');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The request failed: the message, with the fields kept for a retry (product 4, 8). */
export const Failed: Story = {
  args: { values: FILLED, status: 'error', message: 'Failed to submit request.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to submit request.');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('bad analysis');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(FILLED.description);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Filled in and sent with the keyboard alone: Tab through the fields, type, Enter on Submit. */
export const KeyboardSubmission: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Analysis' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await userEvent.tab();
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveFocus();
    await userEvent.keyboard('My analysis never finished.');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('description', 'My analysis never finished.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A submit that finds the description missing moves focus to it. */
export const FocusesTheMissingField: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<HelpProps['fieldErrors']>({});
    return (
      <Help
        {...args}
        fieldErrors={errors}
        onSubmit={() => {
          args.onSubmit();
          setErrors({ description: 'Please describe what you need help with' });
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  },
};

/** When a submission ends, focus moves from the disabled button to its message. */
export const FocusesTheOutcome: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<HelpProps['status']>('idle');
    return (
      <Help
        {...args}
        values={FILLED}
        status={status}
        message={status === 'success' ? 'Your request has been sent.' : undefined}
        onSubmit={() => {
          args.onSubmit();
          setStatus('submitting');
          setTimeout(() => setStatus('success'), 50);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const message = await canvas.findByRole('status');
    await waitFor(() => expect(message).toHaveFocus());
  },
};

export const Dark: Story = {
  args: { values: FILLED, status: 'error', message: 'Failed to submit request.' },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { values: FILLED },
  globals: { viewport: { value: 'mobile' } },
};
