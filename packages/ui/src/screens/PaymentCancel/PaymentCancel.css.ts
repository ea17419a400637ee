import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { actions, message, panel, root, title } from '../../components/StatusPanel/StatusPanel.css';

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.medium,
  borderRadius: vars.radius.full,
  color: vars.color.status.neutral.fg,
  background: vars.color.status.neutral.bg,
});
