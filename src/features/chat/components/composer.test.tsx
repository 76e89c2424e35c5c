import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const handlers = {
    onSendText: vi.fn(),
    onPickFile: vi.fn(),
    onSendVoice: vi.fn(),
    onTyping: vi.fn(),
  };
  render(<Composer isUploading={false} problem={null} {...handlers} {...props} />);
  return { user: userEvent.setup(), ...handlers };
}

describe('Composer', () => {
  it('sends with Enter, clears the field, and shows Send only while there is text', async () => {
    const { user, onSendText, onTyping } = setup();
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record voice message' })).toBeInTheDocument();

    await user.type(input, 'See you soon{Enter}');
    expect(onSendText).toHaveBeenCalledWith('See you soon');
    expect(onTyping).toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('never sends a blank message', async () => {
    const { user, onSendText } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('passes only the first chosen file on', async () => {
    const { user, onPickFile } = setup();
    const photo = new File(['a'], 'a.png', { type: 'image/png' });
    const other = new File(['b'], 'b.png', { type: 'image/png' });
    const input = screen.getByTestId('chat-file');
    input.setAttribute('multiple', '');
    await user.upload(input, [photo, other]);
    expect(onPickFile).toHaveBeenCalledTimes(1);
    expect(onPickFile).toHaveBeenCalledWith(photo);
  });

  it('disables the composer and says Uploading... during an upload', () => {
    setup({ isUploading: true });
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach photo or video' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
  });

  it('explains a missing microphone', async () => {
    const { user } = setup();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Record voice message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to access microphone. Please check permissions.',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
