import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { actions, alert, message, panel, root, title } from '../../components/StatusPanel/StatusPanel.css';

export const successIcon = style({
  display: 'inline-flex',
  padding: vars.space.medium,
  borderRadius: vars.radius.full,
  color: vars.color.status.success.fg,
  background: vars.color.status.success.bg,
});
