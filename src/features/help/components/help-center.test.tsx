import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { HELP_TOPICS } from '../content/articles';
import { HelpCenter } from './help-center';

afterEach(cleanup);

const answers = () => screen.getAllByRole('group');

describe('HelpCenter', () => {
  it('lists every topic with its answers closed', () => {
    renderRoute(<HelpCenter />, { path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    for (const topic of HELP_TOPICS) {
      expect(screen.getByRole('region', { name: topic.title })).toBeInTheDocument();
    }
    const total = HELP_TOPICS.reduce((count, topic) => count + topic.articles.length, 0);
    expect(answers()).toHaveLength(total);
    expect(answers().every((details) => !details.hasAttribute('open'))).toBe(true);
  });

  it('filters as you type, opens what matches and says how many', async () => {
    renderRoute(<HelpCenter />, { path: '/help' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help' }), 'refund');
    expect(answers()).toHaveLength(1);
    expect(answers()[0]).toHaveAttribute('open');
    expect(within(answers()[0]!).getByText(/All purchases are final/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payments and Fees in the Terms' })).toHaveAttribute(
      'href',
      '/terms#payments',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 answer');
    // Only the topic with a match is left.
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toHaveLength(1);
  });

  it('says so when nothing matches and offers the contact address, keeping what was typed', async () => {
    renderRoute(<HelpCenter />, { path: '/help' });
    const search = screen.getByRole('searchbox', { name: 'Search help' });
    await userEvent.type(search, 'zebra crossing');
    expect(screen.getByRole('heading', { name: 'No answers found' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches “zebra crossing”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@velvet.example' })).toHaveAttribute(
      'href',
      'mailto:legal@velvet.example',
    );
    expect(screen.getByRole('status')).toHaveTextContent('0 answers');
    expect(search).toHaveValue('zebra crossing');

    await userEvent.clear(search);
    expect(answers().length).toBeGreaterThan(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
