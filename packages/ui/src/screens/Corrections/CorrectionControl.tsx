import { CORRECTION_SAVED_MESSAGE } from '@ledgerlight/contract';
import type { CorrectionRule } from '@ledgerlight/contract';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode, RefObject } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { MenuButton } from '../../components/MenuButton/MenuButton';
import { Select } from '../../components/Select/Select';
import type { SelectOption } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './CorrectionControl.css';

/** What a correction control can be showing: product corrections as ADR 0040 stores them. */
export const correctionStatuses = ['idle', 'saving', 'saved', 'failed'] as const;
export type CorrectionStatus = (typeof correctionStatuses)[number];

/** What became of one attempt to store a rule: saved, or not, with the words to show. */
export type CorrectionOutcome = { saved: true } | { saved: false; message: string };

/** Stores a rule (POST /api/corrections in the app); a rejection counts as not saved. */
export type SaveCorrection = (rule: CorrectionRule) => Promise<CorrectionOutcome>;

/** Shown when saving failed without a message of its own. */
export const CORRECTION_FAILED_MESSAGE = 'Your correction was not saved. Check your connection and try again.';

/** The one further choice an option needs before it can be saved. */
export type CorrectionChoice =
  | { type: 'select'; label: string; options: readonly SelectOption[]; initial?: string }
  | { type: 'text'; label: string; maxLength: number; initial?: string };

/** One thing the user can say about what they see. */
export type CorrectionOption = {
  id: string;
  /** The words in the menu ("Not recurring"). */
  label: string;
} & (
  | { choice?: undefined; rule: () => CorrectionRule }
  | { choice: CorrectionChoice; rule: (value: string) => CorrectionRule | null }
  /** Says something instead of saving ("Not me": what to do about a charge that was not yours). */
  | { note: ReactNode; choice?: undefined; rule?: undefined }
);

export interface CorrectionControlProps {
  /** What the control corrects, for its accessible name ("Correct Netflix"). */
  subject: string;
  options: readonly CorrectionOption[];
  onSave: SaveCorrection;
  /**
   * 'menu' (default): one button opening the options; 'buttons': each option is its own button (a
   * fraud alert's two answers).
   */
  display?: 'menu' | 'buttons';
  /** The menu button's visible words; icon only ("…") when absent, for the end of a row. */
  label?: string;
  /**
   * 'overlay' (default): the panel opens over what follows, at the control's end (a one-line row);
   * 'inline': in the flow under the control (a table cell or a card, where an overlay could be clipped).
   */
  panel?: 'overlay' | 'inline';
}

type Phase =
  | { step: 'idle' }
  | { step: 'choice'; option: CorrectionOption & { choice: CorrectionChoice }; value: string; invalid: boolean }
  | { step: 'note'; content: ReactNode }
  | { step: 'saving'; rule: CorrectionRule }
  | { step: 'saved' }
  | { step: 'failed'; rule: CorrectionRule; message: string };

/**
 * A correction control (ADR 0040): one click on an option plus, where it needs one, one choice
 * (a category, another stream, a name), then the rule is saved and the control says so: "Saving…",
 * "Saved. Your next analysis will use it.", or what went wrong with Try again. Escape or Close puts
 * the panel away and focus back on the control.
 */
export function CorrectionControl({
  subject,
  options,
  onSave,
  display = 'menu',
  label,
  panel = 'overlay',
}: CorrectionControlProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase.step === 'choice') fieldRef.current?.focus();
  }, [phase.step]);

  const focusTrigger = () => {
    rootRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };

  const close = () => {
    setPhase({ step: 'idle' });
    focusTrigger();
  };

  const save = (rule: CorrectionRule) => {
    setPhase({ step: 'saving', rule });
    const settle = (outcome: CorrectionOutcome) => {
      if (!mounted.current) return;
      setPhase(outcome.saved ? { step: 'saved' } : { step: 'failed', rule, message: outcome.message });
    };
    onSave(rule).then(settle, () => settle({ saved: false, message: CORRECTION_FAILED_MESSAGE }));
  };

  const choose = (id: string) => {
    const option = options.find((candidate) => candidate.id === id);
    if (option === undefined) return;
    if ('note' in option) setPhase({ step: 'note', content: option.note });
    else if (option.choice !== undefined) {
      const first = option.choice.type === 'select' ? (option.choice.options[0]?.value ?? '') : '';
      setPhase({ step: 'choice', option, value: option.choice.initial ?? first, invalid: false });
    } else save(option.rule());
  };

  const submitChoice = (event: FormEvent) => {
    event.preventDefault();
    if (phase.step !== 'choice') return;
    const rule = phase.option.rule(phase.value);
    if (rule === null) setPhase({ ...phase, invalid: true });
    else save(rule);
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && phase.step !== 'saving') {
      event.preventDefault();
      close();
    }
  };

  const saving = phase.step === 'saving';
  const trigger =
    display === 'buttons' ? (
      <>
        {options.map((option) => (
          <Button
            key={option.id}
            variant="secondary"
            size="small"
            disabled={saving}
            aria-expanded={'note' in option ? phase.step === 'note' : undefined}
            onClick={() => choose(option.id)}
          >
            {option.label}
          </Button>
        ))}
      </>
    ) : (
      <MenuButton
        label={label}
        icon={label === undefined ? 'more-horizontal' : 'chevron-down'}
        variant={label === undefined ? 'ghost' : 'secondary'}
        accessibleName={`Correct ${subject}`}
        items={options.map(({ id, label: words }) => ({ id, label: words }))}
        disabled={saving}
        onSelect={choose}
      />
    );

  return (
    <div ref={rootRef} className={styles.root}>
      {trigger}
      {phase.step === 'idle' ? null : (
        <div
          role="group"
          aria-label={`Correction for ${subject}`}
          className={styles.panel[panel]}
          onKeyDown={onPanelKeyDown}
        >
          <PanelContent
            phase={phase}
            fieldRef={fieldRef}
            onChange={(value) => phase.step === 'choice' && setPhase({ ...phase, value, invalid: false })}
            onSubmit={submitChoice}
            onRetry={() => phase.step === 'failed' && save(phase.rule)}
            onClose={close}
          />
        </div>
      )}
    </div>
  );
}

function PanelContent({
  phase,
  fieldRef,
  onChange,
  onSubmit,
  onRetry,
  onClose,
}: {
  phase: Exclude<Phase, { step: 'idle' }>;
  fieldRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  const closeButton = (
    <Button variant="ghost" size="small" onClick={onClose}>
      Close
    </Button>
  );
  switch (phase.step) {
    case 'choice': {
      const { choice } = phase.option;
      return (
        <form className={styles.actions} onSubmit={onSubmit} noValidate>
          {choice.type === 'select' ? (
            <Select
              ref={fieldRef}
              label={choice.label}
              options={choice.options}
              value={phase.value}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <TextField
              ref={fieldRef}
              label={choice.label}
              value={phase.value}
              maxLength={choice.maxLength}
              autoComplete="off"
              error={phase.invalid ? 'Enter a name' : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
          <div className={styles.actions}>
            <Button type="submit" size="small">
              Save
            </Button>
            <Button variant="ghost" size="small" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      );
    }
    case 'note':
      return (
        <>
          <div className={styles.message}>
            <Icon name="info" size="medium" />
            <div>{phase.content}</div>
          </div>
          <div className={styles.actions}>{closeButton}</div>
        </>
      );
    case 'saving':
      return (
        <div className={styles.message}>
          <Spinner size="small" label="Saving your correction…" showLabel />
        </div>
      );
    case 'saved':
      return (
        <>
          <p className={clsx(styles.message, styles.saved)} role="status">
            <Icon name="check-circle" size="medium" />
            {CORRECTION_SAVED_MESSAGE}
          </p>
          <div className={styles.actions}>{closeButton}</div>
        </>
      );
    case 'failed':
      return (
        <>
          <p className={clsx(styles.message, styles.failed)} role="alert">
            <Icon name="alert-circle" size="medium" />
            {phase.message}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={onRetry}>
              Try again
            </Button>
            {closeButton}
          </div>
        </>
      );
  }
}
