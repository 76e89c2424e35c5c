import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Edit post
      </button>
      <Dialog isOpen={isOpen} title="Edit post" onClose={() => setIsOpen(false)}>
        <button type="button" onClick={() => setIsOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and gives focus back to the control that opened it (issue 18)', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    // jsdom has no showModal (which would move focus in by itself): the test does it.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    expect(dialog).toContainElement(cancel);

    await user.click(cancel);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit post' })).toHaveFocus();
  });
});
