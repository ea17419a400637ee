import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clusterRule, plainListRule, stackRule, textRule } from '../../theme/rules';
import { mediaQuery, responsiveColumns } from '../../theme/tokens';

export const page = style({ ...stackRule('large'), paddingBlock: vars.space.xlarge });

export const controls = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto' },
  },
});

export const summary = style(textRule({ size: 'small', tone: 'secondary' }));

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  ...plainListRule,
  ...responsiveColumns({ tablet: 2, desktop: 3 }),
});

export const cardItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const factLabel = style({ color: vars.color.text.secondary });

export const factValue = style({ margin: 0, color: vars.color.text.primary });

export const statusLine = style({
  ...textRule({ size: 'small', tone: 'secondary' }),
  overflowWrap: 'anywhere',
});

export const cardActions = style({ ...clusterRule('small'), marginTop: vars.space.small });

export const rowActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const muted = style({ color: vars.color.text.secondary });

export const loading = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xxlarge });

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
