import { TASK_ID_SUFFIX } from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';

/**
 * Export of a result (ADR 0007: JSON and CSV downloads). Pure builders; the page turns their text
 * into a Blob and downloads it.
 *
 * - JSON: the whole task exactly as the server returned it, pretty-printed, so a re-import or a
 *   support ticket sees every field (status, cost, result, metadata).
 * - CSV: one row per field, `field,value`, where `field` is the path of a leaf value in the task
 *   (`result.alerts[0].merchant`, `result._metadata.dataProcessed.accountDetails[1].balance`). The
 *   five agents' results share no table shape (alerts, categories, opportunities, patterns...), and
 *   several have nested lists (a category's transactions), so a path/value table is the one layout
 *   that keeps every value of every agent, in reading order, and still opens in any spreadsheet.
 *   The first row after the header names the agent.
 */

export type ExportFormat = 'json' | 'csv';

export const EXPORT_MIME_TYPES: Readonly<Record<ExportFormat, string>> = {
  json: 'application/json',
  csv: 'text/csv;charset=utf-8',
};

/** `ledgerlight-<agentId>-<last 8 of the task id>.<json|csv>`, with only file-name-safe characters. */
export function exportFileName(agentId: string, taskId: string, format: ExportFormat): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '_');
  return `ledgerlight-${safe(agentId)}-${safe(taskId.slice(-TASK_ID_SUFFIX))}.${format}`;
}

/** The JSON export: the task as returned, two-space indented, ending in a newline. */
export function resultJson(task: AgentTask): string {
  return `${JSON.stringify(task, null, 2)}\n`;
}

export type FieldValue = string | number | boolean | null;

/**
 * Every leaf of a JSON value with its path, depth first in key order: objects as `a.b`, arrays as
 * `a[0]`. An empty object or array is a leaf of its own ('{}' or '[]') so that it still shows;
 * undefined and functions are left out, as JSON leaves them out.
 */
export function flattenFields(value: unknown, path = ''): [string, FieldValue][] {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return [];
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return [[path, value]];
  if (typeof value === 'number') return [[path, Number.isFinite(value) ? value : null]];
  if (typeof value === 'bigint') return [[path, value.toString()]];
  if (Array.isArray(value)) {
    if (value.length === 0) return [[path, '[]']];
    return value.flatMap((item, index) => flattenFields(item, `${path}[${index}]`));
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [[path, '{}']];
  return entries.flatMap(([key, item]) => flattenFields(item, path === '' ? key : `${path}.${key}`));
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * that a spreadsheet would run as a formula gets a leading apostrophe; numbers are written as they
 * are (a negative amount stays a number).
 */
export function csvCell(value: FieldValue): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV export: `field,value`, then `agentId`, then every field of the task; CRLF line ends. */
export function resultCsv(agentId: string, task: AgentTask): string {
  const rows: [string, FieldValue][] = [['agentId', agentId], ...flattenFields(task)];
  const lines = [['field', 'value'], ...rows].map(([field, value]) => `${csvCell(field)},${csvCell(value)}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The text of an export in a format. */
export function exportText(agentId: string, task: AgentTask, format: ExportFormat): string {
  return format === 'json' ? resultJson(task) : resultCsv(agentId, task);
}
