import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalDocument } from './LegalDocument';

const meta = {
  title: 'Components/LegalDocument',
  tags: ['autodocs'],
  component: LegalDocument,
  parameters: { layout: 'padded' },
  args: {
    title: 'Cookie Notice',
    lastUpdated: '2026-11-21',
    intro: <p>How this site uses the small amount of browser storage it needs.</p>,
    sections: [
      {
        id: 'what-we-store',
        title: 'What we store',
        content: (
          <>
            <p>Your theme choice and a short-lived copy of your credit balance, so pages load quickly.</p>
            <ul>
              <li>Theme: until you change it.</li>
              <li>Credit balance: five minutes, and cleared when you sign out.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'what-we-do-not',
        title: 'What we do not store',
        content: <p>No advertising or cross-site tracking cookies, ever.</p>,
      },
    ],
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Notice' })).toBeVisible();
    await expect(canvas.getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    const link = canvas.getByRole('link', { name: 'What we do not store' });
    await expect(link).toHaveAttribute('href', '#what-we-do-not');
    await expect(canvas.getByRole('region', { name: 'What we do not store' })).toHaveAttribute('id', 'what-we-do-not');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
