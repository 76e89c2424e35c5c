import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OptionsMenu } from './options-menu';

describe('OptionsMenu', () => {
  it('works from the keyboard: focus moves into the menu, arrows move, Escape returns to the button', async () => {
    const user = userEvent.setup();
    const onShowMedia = vi.fn();
    render(
      <MemoryRouter>
        <OptionsMenu profileHref="/profile/@ana" onShowMedia={onShowMedia} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Conversation options' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Photos & videos' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onShowMedia).toHaveBeenCalledOnce();
    expect(button).toHaveFocus();
  });
});
