import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusLabel, statusTone } from './StatusBadge';

describe('statusTone (product 4: case-insensitive, unknown is neutral)', () => {
  it.each([
    ['COMPLETED', 'success'],
    ['completed', 'success'],
    ['Completed', 'success'],
    ['cOmPlEtEd', 'success'],
    ['PROCESSING', 'warning'],
    ['processing', 'warning'],
    ['Processing', 'warning'],
    ['PENDING', 'info'],
    ['pending', 'info'],
    ['Pending', 'info'],
    ['FAILED', 'error'],
    ['failed', 'error'],
    ['Failed', 'error'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each(['CANCELLED', 'unknown', 'DONE', 'COMPLETE', ' completed ', 'FAILED!', '', ' '])(
    '%j is neutral',
    (status) => {
      expect(statusTone(status)).toBe('neutral');
    },
  );
});

describe('statusLabel (product 4: overallStatus if present, else lowercase status)', () => {
  it('uses overallStatus when present, as is', () => {
    expect(statusLabel({ status: 'COMPLETED', overallStatus: 'Completed with warnings' })).toBe(
      'Completed with warnings',
    );
    expect(statusLabel({ status: 'processing', overallStatus: 'ANALYZING' })).toBe('ANALYZING');
  });

  it.each([
    ['COMPLETED', 'completed'],
    ['Processing', 'processing'],
    ['pending', 'pending'],
    ['FAILED', 'failed'],
    ['SOMETHING_ELSE', 'something_else'],
    ['', ''],
  ])('without overallStatus, %j reads %j', (status, label) => {
    expect(statusLabel({ status })).toBe(label);
  });

  it('treats a null, empty or blank overallStatus as absent', () => {
    expect(statusLabel({ status: 'PENDING', overallStatus: null })).toBe('pending');
    expect(statusLabel({ status: 'PENDING', overallStatus: '' })).toBe('pending');
    expect(statusLabel({ status: 'PENDING', overallStatus: '   ' })).toBe('pending');
    expect(statusLabel({ status: 'PENDING', overallStatus: undefined })).toBe('pending');
  });
});

describe('StatusBadge', () => {
  it('shows the lowercase status in its tone', () => {
    render(<StatusBadge status="FAILED" />);
    const badge = screen.getByText('failed').closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', 'error');
  });

  it('prefers overallStatus and keeps the status colour', () => {
    render(<StatusBadge status="completed" overallStatus="Done, 3 findings" variant="plain" dot />);
    const badge = screen.getByText('Done, 3 findings').closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is never blank', () => {
    render(<StatusBadge status="" />);
    expect(screen.getByText('unknown').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  });
});
