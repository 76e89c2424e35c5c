import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { renderRoute } from '@/testing/render';
import { PaidMediaDialog } from './paid-media-dialog';

const session = { user: testUser, session: sessionFor() };

describe('PaidMediaDialog caption (issue 14 §8)', () => {
  it('keeps a pasted caption whole and refuses to send it over the limit, saying by how much', async () => {
    const user = userEvent.setup();
    renderRoute(
      <PaidMediaDialog isOpen onClose={() => undefined} conversationId="c1" userId={testUser.id} otherName="Fan" />,
      { session },
    );
    const caption = screen.getByLabelText('Caption (optional)');
    await user.click(caption);
    await user.paste('x'.repeat(2003));
    expect(caption).toHaveValue('x'.repeat(2003));
    expect(caption).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^2003\/2000/)).toHaveTextContent(
      'Captions can be at most 2000 characters. Remove 3 to send.',
    );
    expect(screen.getByRole('button', { name: 'Send for €5.00' })).toBeDisabled();

    await user.type(caption, '{Backspace}{Backspace}{Backspace}');
    expect(caption).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('2000/2000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send for €5.00' })).toBeEnabled();
  });
});
