export { alert, message, panel, root, title } from '../../components/StatusPanel/StatusPanel.css';
