import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A microphone and MediaRecorder that record nothing (jsdom has neither). */
function fakeMicrophone() {
  class FakeRecorder {
    static isTypeSupported = () => true;
    state = 'inactive';
    mimeType = 'audio/webm';
    ondataavailable: unknown = null;
    onstop: unknown = null;
    start() {
      this.state = 'recording';
    }
    pause() {
      this.state = 'paused';
    }
    resume() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve({ getTracks: () => [] }) },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it('the recording timer counts recorded seconds: a pause shows the time recorded even when a tick runs late', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom has no AudioContext: no waveform
    fakeMicrophone();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Record voice message' }));
    const timer = await vi.waitFor(() => screen.getByRole('timer', { name: 'Recording time' }));
    expect(timer).toHaveTextContent('0:00');

    now = 1000;
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0:01');

    // The machine is busy: two more seconds are recorded before any tick runs, then the fan pauses.
    now = 3050;
    fireEvent.click(screen.getByRole('button', { name: 'Pause recording' }));
    expect(timer).toHaveTextContent('0:03');
    now = 9000; // paused time does not count
    act(() => vi.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('0:03');

    // Resumed, the next second is 0:04, reached 950 ms later.
    fireEvent.click(screen.getByRole('button', { name: 'Resume recording' }));
    now = 9900;
    act(() => vi.advanceTimersByTime(900));
    expect(timer).toHaveTextContent('0:03');
    now = 9950;
    act(() => vi.advanceTimersByTime(50));
    expect(timer).toHaveTextContent('0:04');
  });

  it('keeps keyboard focus while recording: on Send voice message, then back on the microphone (issue 18)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom has no AudioContext: no waveform
    fakeMicrophone();
    const { user } = setup();
    screen.getByRole('button', { name: 'Record voice message' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Send voice message' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel recording' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Record voice message' })).toHaveFocus();
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
