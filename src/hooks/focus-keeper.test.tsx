import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { keepFocus } from './focus-keeper';

function Form({ isBusy }: { isBusy: boolean }) {
  useEffect(() => keepFocus(), []);
  return (
    <form>
      <fieldset disabled={isBusy}>
        <button type="submit">Post</button>
      </fieldset>
      <button type="button">Elsewhere</button>
    </form>
  );
}

const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocus', () => {
  it('focuses a control again once the disabling that dropped its focus is over', async () => {
    const { rerender } = render(<Form isBusy={false} />);
    const post = screen.getByRole('button', { name: 'Post' });
    post.focus();
    rerender(<Form isBusy />);
    await microtasks();
    // What Chromium does at its next rendering update; jsdom keeps focus on a disabled control and will
    // not blur it, so focus is dropped the way a removed element drops it.
    const holder = document.createElement('span');
    holder.tabIndex = -1;
    document.body.append(holder);
    holder.focus();
    holder.remove();
    expect(document.body).toHaveFocus();

    rerender(<Form isBusy={false} />);
    await microtasks();
    expect(post).toHaveFocus();
  });

  it('leaves focus alone when the user moved on meanwhile', async () => {
    const { rerender } = render(<Form isBusy={false} />);
    const post = screen.getByRole('button', { name: 'Post' });
    post.focus();
    rerender(<Form isBusy />);
    await microtasks();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<Form isBusy={false} />);
    await microtasks();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
