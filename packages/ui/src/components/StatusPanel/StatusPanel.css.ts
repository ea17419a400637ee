import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bodyTextRule, clusterRule, headingRule, stackRule, surfaceBorderRule } from '../../theme/rules';

/** The centred single-panel layout of status screens (auth callback, payment success, payment cancel). */

export const root = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.gutter,
});

export const panel = style({
  ...stackRule('medium'),
  alignItems: 'center',
  width: '100%',
  maxWidth: vars.size.modalMax,
  padding: vars.space.xlarge,
  ...surfaceBorderRule,
  boxShadow: vars.shadow.small,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const title = style(headingRule('xlarge', 'bold'));

export const message = style(bodyTextRule('medium'));

export const alert = style({
  width: '100%',
  textAlign: 'start',
});

export const actions = style({ ...clusterRule('small'), justifyContent: 'center' });
