import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryError } from './query-error';

type State = 'error' | 'loading' | 'loaded';

/** A screen with a query: Try again shows its loading state, then whatever `next` says. */
function Screen({ next }: { next: State }) {
  const [state, setState] = useState<State>('error');
  const retry = () => {
    setState('loading');
    setTimeout(() => setState(next), 20);
  };
  return (
    <main>
      <h1>Home</h1>
      <button type="button">Elsewhere</button>
      {state === 'error' ? <QueryError what="posts" error={new Error('database is down')} onRetry={retry} /> : null}
      {state === 'loading' ? <p>Loading</p> : null}
      {state === 'loaded' ? <p>The posts</p> : null}
    </main>
  );
}

describe('QueryError: focus after Try again (issue 18)', () => {
  it('keeps focus on the screen heading while the content replaces the error, not on the page', async () => {
    render(<Screen next="loaded" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The posts')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus());
  });

  it('gives focus to the new Try again when the query fails again', async () => {
    render(<Screen next="error" />);
    const first = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(first);
    await waitFor(() => {
      const again = screen.getByRole('button', { name: 'Try again' });
      expect(again).not.toBe(first);
      expect(again).toHaveFocus();
    });
  });

  it('moves nothing when focus has gone elsewhere meanwhile', async () => {
    render(<Screen next="loaded" />);
    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(await screen.findByText('The posts')).toBeVisible();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
