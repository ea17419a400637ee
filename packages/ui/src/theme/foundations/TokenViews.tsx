import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Section } from '../../components/Section/Section';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { darkTokens, lightTokens } from '../tokens';
import * as styles from './TokenViews.css';

/** One leaf of a token tree: its dotted path and value ('status.success.fg', '#14532d'). */
export interface TokenLeaf {
  readonly name: string;
  readonly value: string;
}

/** The leaves of a token tree, in the theme's own order, named by their dotted path under it. */
export function tokenLeaves(tree: object, prefix = ''): TokenLeaf[] {
  return Object.entries(tree).flatMap(([key, value]): TokenLeaf[] => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ name, value }] : tokenLeaves(value as object, name);
  });
}

function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** A token's value drawn by a sample (a swatch, a bar) beside its text. */
function Sample({ className, value, children }: { className: string; value: string; children?: ReactNode }) {
  return (
    <span className={styles.valueCell}>
      <span className={className} style={assignInlineVars({ [styles.tokenValue]: value })} aria-hidden="true">
        {children}
      </span>
      <Code>{value}</Code>
    </span>
  );
}

interface ColourRow {
  readonly name: string;
  readonly light: string;
  readonly dark: string;
}

const colourColumns: readonly TableColumn<ColourRow>[] = [
  { id: 'name', header: 'Token', cell: (row) => <Code>vars.color.{row.name}</Code>, rowHeader: true },
  { id: 'light', header: 'Light', cell: (row) => <Sample className={styles.swatch} value={row.light} /> },
  { id: 'dark', header: 'Dark', cell: (row) => <Sample className={styles.swatch} value={row.dark} /> },
];

/** The colour groups of the theme (background, text, border, status, chart), each a table. */
export const colourGroups = Object.keys(lightTokens.color) as (keyof typeof lightTokens.color)[];

/**
 * Every colour token, light and dark side by side, grouped as the theme contract groups them. Names
 * say what a colour is for; styles read them as `vars.color.<group>.<name>`, never as values.
 */
export function ColourTokens() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Colours are named for what they do, not how they look. A style reads them from the theme contract (vars.color);
        each theme fills the contract, so one name is the right colour in light and in dark.
      </p>
      {colourGroups.map((group) => {
        const dark = new Map(tokenLeaves(darkTokens.color[group]).map((leaf) => [leaf.name, leaf.value]));
        const rows = tokenLeaves(lightTokens.color[group]).map(({ name, value }) => ({
          name: `${group}.${name}`,
          light: value,
          dark: dark.get(name) ?? '',
        }));
        return (
          <Section key={group} title={group}>
            <Table
              caption={`Colour tokens: ${group}`}
              hideCaption
              columns={colourColumns}
              rows={rows}
              getRowKey={(row) => row.name}
            />
          </Section>
        );
      })}
    </div>
  );
}

const SAMPLE_TEXT = 'Overspent each month $2,423.20';

const sizeColumns: readonly TableColumn<TokenLeaf>[] = [
  { id: 'name', header: 'Token', cell: (row) => <Code>vars.font.size.{row.name}</Code>, rowHeader: true },
  { id: 'value', header: 'Size', cell: (row) => <Code>{row.value}</Code> },
  {
    id: 'sample',
    header: 'Sample',
    cell: (row) => (
      <span data-sample className={styles.sizeSample} style={assignInlineVars({ [styles.tokenValue]: row.value })}>
        {SAMPLE_TEXT}
      </span>
    ),
  },
];

const weightColumns: readonly TableColumn<TokenLeaf>[] = [
  { id: 'name', header: 'Token', cell: (row) => <Code>vars.font.weight.{row.name}</Code>, rowHeader: true },
  { id: 'value', header: 'Weight', cell: (row) => <Code>{row.value}</Code> },
  {
    id: 'sample',
    header: 'Sample',
    cell: (row) => (
      <span data-sample className={styles.weightSample} style={assignInlineVars({ [styles.tokenValue]: row.value })}>
        {SAMPLE_TEXT}
      </span>
    ),
  },
];

/** The type scale and weights, each drawn in the bundled text face (Inter). */
export function TypeScale() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        One text face (Inter) and one mono face (JetBrains Mono, for ids and raw data), both bundled. Sizes and weights
        come from the theme; headings and body text use them through the shared text rules.
      </p>
      <Section title="Sizes">
        <Table
          caption="Font sizes"
          hideCaption
          columns={sizeColumns}
          rows={tokenLeaves(lightTokens.font.size)}
          getRowKey={(row) => row.name}
        />
      </Section>
      <Section title="Weights">
        <Table
          caption="Font weights"
          hideCaption
          columns={weightColumns}
          rows={tokenLeaves(lightTokens.font.weight)}
          getRowKey={(row) => row.name}
        />
      </Section>
    </div>
  );
}

const spaceColumns: readonly TableColumn<TokenLeaf>[] = [
  { id: 'name', header: 'Token', cell: (row) => <Code>vars.space.{row.name}</Code>, rowHeader: true },
  { id: 'value', header: 'Length', cell: (row) => <Sample className={styles.bar} value={row.value} /> },
];

const radiusColumns: readonly TableColumn<TokenLeaf>[] = [
  { id: 'name', header: 'Token', cell: (row) => <Code>vars.radius.{row.name}</Code>, rowHeader: true },
  { id: 'value', header: 'Radius', cell: (row) => <Sample className={styles.radiusSample} value={row.value} /> },
];

/** The spacing scale (gaps and padding, through Stack, Inline and Columns) and the corner radii. */
export function SpaceScale() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Gaps and padding come from one scale, set through the layout components (Stack, Inline, Columns) or vars.space;
        corners from vars.radius. No style writes a length of its own.
      </p>
      <Section title="Space">
        <Table
          caption="Space tokens"
          hideCaption
          columns={spaceColumns}
          rows={tokenLeaves(lightTokens.space)}
          getRowKey={(row) => row.name}
        />
      </Section>
      <Section title="Radius">
        <Table
          caption="Radius tokens"
          hideCaption
          columns={radiusColumns}
          rows={tokenLeaves(lightTokens.radius)}
          getRowKey={(row) => row.name}
        />
      </Section>
    </div>
  );
}
