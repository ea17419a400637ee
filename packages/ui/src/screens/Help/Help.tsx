import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { HELP_CATEGORIES, SUPPORT_DESCRIPTION_MAX } from '@ledgerlight/contract';
import type { HelpCategory } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Select } from '../../components/Select/Select';
import type { SelectOption } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { Textarea } from '../../components/Textarea/Textarea';
import * as styles from './Help.css';

/** What each category reads as; the form sends the spec's value (product 2). */
export const HELP_CATEGORY_LABELS: Readonly<Record<HelpCategory, string>> = {
  'general question': 'General question',
  'bad analysis': 'Bad analysis',
  'refund request': 'Refund request',
  other: 'Other',
};

/** The Analysis select's first option: the request is not about one analysis (analysisId ''). */
export const NO_SPECIFIC_ANALYSIS = 'No specific analysis';

export const helpScreenStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type HelpScreenStatus = (typeof helpScreenStatuses)[number];

export const helpScreenFields = ['analysisId', 'category', 'description'] as const;
export type HelpScreenField = (typeof helpScreenFields)[number];
export type HelpScreenValues = Record<HelpScreenField, string>;

/** One past analysis: `value` is its task id, `label` "Agent Name #<last 8 of the task id>" (product 2). */
export type HelpAnalysisOption = SelectOption;

export interface HelpProps {
  values: HelpScreenValues;
  analyses: readonly HelpAnalysisOption[];
  /** The analyses are still loading: the Analysis select waits, the rest of the form works. */
  analysesLoading?: boolean;
  status?: HelpScreenStatus;
  /** The outcome of the last submission: product 4's success or product 8's failure message. */
  message?: string;
  fieldErrors?: Partial<Record<'category' | 'description', string>>;
  onFieldChange: (field: HelpScreenField, value: string) => void;
  onSubmit: () => void;
}

const categoryOptions: SelectOption[] = HELP_CATEGORIES.map((category) => ({
  value: category,
  label: HELP_CATEGORY_LABELS[category],
}));

function analysisHint(loading: boolean, count: number): string {
  if (loading) return 'Optional. Loading your analyses...';
  if (count === 0) return 'Optional. You have no analyses yet.';
  return 'Optional. Choose the analysis your request is about.';
}

/**
 * /help (product 2, 4 and 5): the optional Analysis, the Category, the required Description and Submit,
 * with the outcome of the last submission above the form. Props in, events out; the app's machine
 * decides. While submitting, the button is disabled and reads 'Submitting...'. When a submission
 * ends, focus moves to its message; a submit with missing fields focuses the first of them.
 */
export function Help({
  values,
  analyses,
  analysesLoading = false,
  status = 'idle',
  message,
  fieldErrors = {},
  onFieldChange,
  onSubmit,
}: HelpProps) {
  const submitting = status === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const previousStatus = useRef(status);
  const invalidKey = (['category', 'description'] as const).filter((name) => fieldErrors[name]).join(' ');
  const previousInvalid = useRef(invalidKey);

  // The submit button is disabled while sending, which drops focus: give it to the outcome.
  useEffect(() => {
    const ended = previousStatus.current === 'submitting' && (status === 'success' || status === 'error');
    previousStatus.current = status;
    if (ended) messageRef.current?.focus();
  }, [status]);

  // A submit that finds new missing fields sends focus to the first; fixing one does not move it.
  useEffect(() => {
    const added = invalidKey.split(' ').some((name) => name && !previousInvalid.current.split(' ').includes(name));
    previousInvalid.current = invalidKey;
    if (added) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const analysisOptions: SelectOption[] = [{ value: '', label: NO_SPECIFIC_ANALYSIS }, ...analyses];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Help"
        description="A question, an analysis that looks wrong, or a refund: tell us and we will look into it."
      />
      {message && (status === 'success' || status === 'error') ? (
        <Alert
          ref={messageRef}
          tone={status === 'success' ? 'success' : 'error'}
          className={styles.message}
          tabIndex={-1}
        >
          {message}
        </Alert>
      ) : null}
      <Card as="section" title="Send a support request" titleAs="h2" padding="large">
        <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          <Select
            label="Analysis"
            name="analysisId"
            options={analysisOptions}
            value={values.analysisId}
            hint={analysisHint(analysesLoading, analyses.length)}
            disabled={analysesLoading || submitting}
            onChange={(event) => onFieldChange('analysisId', event.target.value)}
          />
          {analysesLoading ? (
            <div className={styles.loading}>
              <Spinner size="small" label="Loading your analyses" />
            </div>
          ) : null}
          <Select
            label="Category"
            name="category"
            options={categoryOptions}
            value={values.category}
            required
            error={fieldErrors.category}
            disabled={submitting}
            onChange={(event) => onFieldChange('category', event.target.value)}
          />
          <Textarea
            label="Description"
            name="description"
            value={values.description}
            required
            rows={6}
            maxLength={SUPPORT_DESCRIPTION_MAX}
            error={fieldErrors.description}
            readOnly={submitting}
            onChange={(event) => onFieldChange('description', event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
