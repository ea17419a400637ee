import { Help } from '@ledgerlight/ui';
import type { HelpAnalysisOption } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../../lib/api/client';
import { helpFormMachine, helpFormMessage, helpFormStatus } from '../../helpForm.machine';
import type { HelpFormInput } from '../../helpForm.machine';
import { useHelpAnalyses } from '../../queries';
import { helpFormActors } from '../../helpForm.actors';

/**
 * /help (product 2): the support form. Its analyses are the caller's tasks, up to 25 per agent; its
 * category and description start from the query parameters `category` and `description` (an unknown
 * category falls back to 'general question'). Submit posts analysisId, category and description to
 * /api/support through the help form machine.
 */
export function HelpPage() {
  const [searchParams] = useSearchParams();
  const { loading, analyses } = useHelpAnalyses();
  const options = useMemo<HelpAnalysisOption[]>(
    () => analyses.map((analysis) => ({ value: analysis.taskId, label: analysis.label })),
    [analyses],
  );
  // A new query (another Help link followed while here) starts a new form from it.
  return (
    <HelpForm
      key={searchParams.toString()}
      prefill={{ category: searchParams.get('category'), description: searchParams.get('description') }}
      analyses={options}
      analysesLoading={loading}
    />
  );
}

interface HelpFormProps {
  prefill: HelpFormInput;
  analyses: HelpAnalysisOption[];
  analysesLoading: boolean;
}

function HelpForm({ prefill, analyses, analysesLoading }: HelpFormProps) {
  const [snapshot, send] = useMachine(helpFormMachine.provide({ actors: helpFormActors(api) }), { input: prefill });
  return (
    <Help
      values={snapshot.context.values}
      analyses={analyses}
      analysesLoading={analysesLoading}
      status={helpFormStatus(snapshot)}
      message={helpFormMessage(snapshot)}
      fieldErrors={snapshot.context.fieldErrors}
      onFieldChange={(field, value) => send({ type: 'FIELD.CHANGE', field, value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
    />
  );
}
