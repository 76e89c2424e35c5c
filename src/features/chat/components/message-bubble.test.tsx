import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { sentMessage } from '@/testing/chat-fixtures';
import { renderRoute } from '@/testing/render';
import type { ChatMessage } from '../api/types';
import { MessageBubble } from './message-bubble';

const session = { user: testUser, session: sessionFor() };

function renderBubble(message: ChatMessage, isOwn: boolean) {
  const onDelete = vi.fn();
  const onRetry = vi.fn();
  renderRoute(
    <ol>
      <MessageBubble message={message} isOwn={isOwn} onOpenMedia={vi.fn()} onRetry={onRetry} onDelete={onDelete} />
    </ol>,
    { session },
  );
  return { onDelete, onRetry };
}

describe('MessageBubble: unsending (issue 28)', () => {
  it("offers Delete message on one's own sent message", async () => {
    const user = userEvent.setup();
    const message = sentMessage('m1', '2026-11-28T10:00:00Z');
    const { onDelete } = renderBubble(message, true);
    await user.click(screen.getByRole('button', { name: 'Message options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete message' }));
    expect(onDelete).toHaveBeenCalledWith(message);
  });

  it('offers no Delete on a message still sending', () => {
    renderBubble(sentMessage('m2', '2026-11-28T10:00:00Z', { status: 'sending' }), true);
    expect(screen.queryByRole('button', { name: 'Message options' })).toBeNull();
  });

  it('shows an unsent message in its place, without text or a menu, to both sides', () => {
    const deleted = sentMessage('m3', '2026-11-28T10:00:00Z', { content: null, deleted_at: '2026-11-28T10:01:00Z' });
    renderBubble(deleted, true);
    expect(screen.getByText('You deleted this message')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Message options' })).toBeNull();
  });

  it("the other side reads 'Message deleted'", () => {
    const deleted = sentMessage('m4', '2026-11-28T10:00:00Z', { content: null, deleted_at: '2026-11-28T10:01:00Z' });
    renderBubble(deleted, false);
    expect(screen.getByText('Message deleted')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Message options' })).toBeNull();
  });
});

describe('MessageBubble: failed while offline (issue 28)', () => {
  it('says it goes out once back online, and keeps Retry', async () => {
    const user = userEvent.setup();
    const message = sentMessage('m5', '2026-11-28T10:00:00Z', { status: 'failed', isQueued: true });
    const { onRetry } = renderBubble(message, true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not sent: you’re offline. It goes out when you’re back online.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith(message);
  });
});
