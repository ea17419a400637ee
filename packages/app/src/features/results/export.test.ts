import type { AgentTask } from '@ledgerlight/contract';
import { MOCK_TASK_IDS, mockTaskFor } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { EXPORT_MIME_TYPES, csvCell, exportFileName, exportText, flattenFields, resultCsv, resultJson } from './export';

const TASK: AgentTask = {
  taskId: '3c9e1f7a-08d2-4b6e-a5f1-9d2c7e4b8a61',
  status: 'COMPLETED',
  createdAt: '2026-11-18T16:04:10.000Z',
  credit_cost: 2,
  result: {
    riskScore: 72,
    alerts: [
      { merchant: 'Best Buy, Miami', amount: -1249.99, description: 'Said "urgent"\nthen left' },
      { merchant: '=HYPERLINK("http://evil")', amount: 12 },
    ],
    recommendations: [],
    metadata: {},
    error: null,
  },
};

/** Reads our CSV back: RFC 4180 fields, quoted ones may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('exportFileName', () => {
  it('is ledgerlight-<agentId>-<last 8 of the task id>.<format>', () => {
    expect(exportFileName('fraud_detection', TASK.taskId, 'json')).toBe('ledgerlight-fraud_detection-7e4b8a61.json');
    expect(exportFileName('budget_builder', TASK.taskId, 'csv')).toBe('ledgerlight-budget_builder-7e4b8a61.csv');
  });

  it('keeps only file-name-safe characters', () => {
    expect(exportFileName('../x y', 'ab/c:d?e*f', 'csv')).toBe('ledgerlight-_x_y-_c_d_e_f.csv');
  });
});

describe('resultJson', () => {
  it('is the whole task, pretty-printed, ending in a newline', () => {
    const text = resultJson(TASK);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "credit_cost": 2,');
    expect(JSON.parse(text)).toEqual(TASK);
  });
});

describe('flattenFields', () => {
  it('lists every leaf with its path, depth first in key order', () => {
    expect(flattenFields({ a: 1, b: { c: 'x', d: [true, { e: null }] } })).toEqual([
      ['a', 1],
      ['b.c', 'x'],
      ['b.d[0]', true],
      ['b.d[1].e', null],
    ]);
  });

  it('keeps empty lists and objects, drops undefined, and turns non-finite numbers into null', () => {
    expect(flattenFields({ list: [], object: {}, gone: undefined, nan: Number.NaN })).toEqual([
      ['list', '[]'],
      ['object', '{}'],
      ['nan', null],
    ]);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('writes numbers, booleans and null as such', () => {
    expect(csvCell(-1249.99)).toBe('-1249.99');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('resultCsv', () => {
  it('has a field,value header, the agent, then every field of the task, with CRLF line ends', () => {
    const text = resultCsv('fraud_detection', TASK);
    expect(text.startsWith('field,value\r\nagentId,fraud_detection\r\ntaskId,3c9e1f7a')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows.every((row) => row.length === 2)).toBe(true);
    const byField = new Map(rows.map(([field, value]) => [field, value]));
    expect(byField.get('status')).toBe('COMPLETED');
    expect(byField.get('credit_cost')).toBe('2');
    expect(byField.get('result.riskScore')).toBe('72');
    expect(byField.get('result.alerts[0].merchant')).toBe('Best Buy, Miami');
    expect(byField.get('result.alerts[0].amount')).toBe('-1249.99');
    expect(byField.get('result.alerts[0].description')).toBe('Said "urgent"\nthen left');
    expect(byField.get('result.alerts[1].merchant')).toBe('\'=HYPERLINK("http://evil")');
    expect(byField.get('result.recommendations')).toBe('[]');
    expect(byField.get('result.metadata')).toBe('{}');
    expect(byField.get('result.error')).toBe('');
  });

  it("keeps every value of each agent's fixture result", () => {
    for (const agentId of Object.keys(MOCK_TASK_IDS) as (keyof typeof MOCK_TASK_IDS)[]) {
      const task = mockTaskFor(agentId, 'COMPLETED');
      const rows = parseCsv(resultCsv(agentId, task));
      expect(rows.length - 2).toBe(flattenFields(task).length);
      expect(rows[1]).toEqual(['agentId', agentId]);
    }
  });
});

describe('exportText', () => {
  it('picks the builder by format', () => {
    expect(exportText('fraud_detection', TASK, 'json')).toBe(resultJson(TASK));
    expect(exportText('fraud_detection', TASK, 'csv')).toBe(resultCsv('fraud_detection', TASK));
    expect(EXPORT_MIME_TYPES).toEqual({ json: 'application/json', csv: 'text/csv;charset=utf-8' });
  });
});
