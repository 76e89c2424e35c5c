import { useState } from 'react';
import { toError } from '@/lib/errors';
import { fileMessages, mediaKindOf } from '@/lib/storage/files';
import { type OutgoingMessage, textMessage, useSendMessage } from '../api/send-message';
import type { ChatMessage } from '../api/types';
import { uploadChatMedia } from '../api/upload-media';
import { chatMessages, readMediaInfo } from '../utils/media-files';

const outgoing = (m: ChatMessage): OutgoingMessage => ({
  id: m.id,
  conversation_id: m.conversation_id,
  content: m.content,
  media_type: m.media_type,
  media_url: m.media_url,
  media_width: m.media_width,
  media_height: m.media_height,
  media_duration: m.media_duration,
});

/** Everything the composer sends: text, a photo or video, a voice message, and retries. */
export function useChatSender(chatId: string, userId: string) {
  const send = useSendMessage(userId);
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Spec §5: only a non-blank text in a known conversation is sent. */
  const sendText = (text: string) => {
    if (!text.trim() || !chatId) return;
    setProblem(null);
    send.mutate(textMessage(chatId, text));
  };

  const retry = (message: ChatMessage) => send.mutate(outgoing(message));

  /** Spec §4 "Sending media": read the dimensions, upload (composer disabled), then send. */
  const sendFile = async (file: File) => {
    const kind = mediaKindOf(file);
    if (!kind) {
      setProblem(fileMessages.notMedia);
      return;
    }
    setProblem(null);
    setIsUploading(true);
    try {
      const info = await readMediaInfo(file, kind);
      const path = await uploadChatMedia(chatId, kind, file);
      const hasSize = info.width !== null && info.height !== null;
      send.mutate({
        ...textMessage(chatId, ''),
        content: null,
        media_type: kind,
        media_url: path,
        media_width: hasSize ? info.width : null,
        media_height: hasSize ? info.height : null,
        media_duration: kind === 'video' ? info.duration : null,
      });
    } catch (error) {
      console.error('Media upload failed', error);
      setProblem(fileMessages.uploadFailed);
    } finally {
      setIsUploading(false);
    }
  };

  const sendVoice = async (file: File, durationSeconds: number) => {
    setProblem(null);
    setIsUploading(true);
    try {
      const path = await uploadChatMedia(chatId, 'voice', file);
      send.mutate({
        ...textMessage(chatId, ''),
        content: null,
        media_type: 'voice',
        media_url: path,
        media_duration: durationSeconds,
      });
    } catch (error) {
      setProblem(chatMessages.voiceFailed(toError(error, '').message));
    } finally {
      setIsUploading(false);
    }
  };

  return { sendText, sendFile, sendVoice, retry, isUploading, problem };
}
