import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { SendMediaDialog } from './send-media-dialog';

const photo = new File([new Uint8Array([137, 80, 78, 71])], 'set.png', { type: 'image/png' });

function renderPreview() {
  const onSend = vi.fn();
  const onCancel = vi.fn();
  renderRoute(
    <SendMediaDialog picked={{ file: photo, kind: 'image' }} otherName="Luna" onSend={onSend} onCancel={onCancel} />,
  );
  return { onSend, onCancel };
}

describe('SendMediaDialog (issue 28: a picked photo waits for Send)', () => {
  it('shows the photo and sends it with the caption typed', async () => {
    const user = userEvent.setup();
    const { onSend, onCancel } = renderPreview();
    expect(screen.getByRole('dialog', { name: 'Send photo to Luna' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'The photo you picked' })).toBeVisible();
    await user.type(screen.getByLabelText('Caption (optional)'), 'Behind the scenes');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(photo, 'Behind the scenes');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel drops the photo, sending nothing', async () => {
    const user = userEvent.setup();
    const { onSend, onCancel } = renderPreview();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps a caption over the message limit and does not send it', async () => {
    const user = userEvent.setup();
    const { onSend } = renderPreview();
    const caption = screen.getByLabelText('Caption (optional)');
    await user.click(caption);
    await user.paste('x'.repeat(2001));
    expect(caption).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
