import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EnvErrorPage } from './env-error-page';

it('names each missing variable so a newcomer knows what to set', () => {
  render(
    <EnvErrorPage
      problems={[
        { name: 'VITE_SUPABASE_URL', reason: 'is missing' },
        { name: 'VITE_SUPABASE_ANON_KEY', reason: 'is missing' },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Velvet is not configured' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual(['VITE_SUPABASE_URL is missing', 'VITE_SUPABASE_ANON_KEY is missing']);
});
