import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTransientNotice, type Notice } from '@/hooks/use-transient-notice';
import { toError } from '@/lib/errors';
import { fileMessages, MEDIA_MAX_BYTES, type MediaKind, mediaKindOf } from '@/lib/storage/files';
import { readMessages } from '../api/messages-cache';
import { isOffline, type OutgoingMessage, setStatus, textMessage, useSendMessage } from '../api/send-message';
import type { ChatMessage } from '../api/types';
import { uploadChatMedia } from '../api/upload-media';
import { chatMediaPath, chatMessages, type MediaInfo, readMediaInfo, type UploadKind } from '../utils/media-files';

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

/** A photo, video or voice message on its way: the file and the storage name it keeps on every Retry. */
interface PendingMedia {
  file: File;
  kind: UploadKind;
  path: string;
  info: MediaInfo;
  /** A photo's or video's caption (issue 28), the message's text. */
  caption: string | null;
}

/**
 * Files whose upload failed, by message id: their bubble's Retry (or coming back online) uploads them
 * again. For the whole session, not one chat screen: a bubble left failed offline can still be sent
 * when its chat is opened again.
 */
const pendingUploads = new Map<string, PendingMedia>();

/** The message a pending file becomes; without `path` it is the bubble shown while it uploads or after it failed. */
function mediaMessage(id: string, chatId: string, media: PendingMedia, path: string | null): OutgoingMessage {
  const { width, height, duration } = media.info;
  const hasSize = width !== null && height !== null;
  return {
    ...textMessage(chatId, ''),
    id,
    content: media.caption,
    media_type: media.kind,
    media_url: path,
    media_width: hasSize ? width : null,
    media_height: hasSize ? height : null,
    media_duration: media.kind === 'image' ? null : duration,
  };
}

/** Everything the composer sends: text, a photo or video, a voice message, and retries. */
export function useChatSender(chatId: string, userId: string) {
  const queryClient = useQueryClient();
  const send = useSendMessage(userId);
  const [isUploading, setIsUploading] = useState(false);
  // Issue 14: the banner goes when a newer send supersedes it, when the send succeeds, or after NOTICE_MS.
  const [notice, showNotice, clearNotice] = useTransientNotice<Notice>();
  const pending = useRef(pendingUploads);

  /** Spec §5: only a non-blank text in a known conversation is sent. */
  const sendText = (text: string) => {
    if (!text.trim() || !chatId) return;
    clearNotice();
    send.mutate(textMessage(chatId, text));
  };

  /**
   * Spec §4 "Sending media": upload (composer disabled), then append and send. A failed upload leaves
   * a bubble with Retry, like a failed text (issue 14); retrying shows it as sending again.
   */
  const uploadAndSend = async (id: string, media: PendingMedia) => {
    clearNotice();
    setIsUploading(true);
    if (pending.current.has(id)) setStatus(queryClient, mediaMessage(id, chatId, media, null), userId, 'sending');
    try {
      await uploadChatMedia(media.path, media.kind, media.file);
      pending.current.delete(id);
      send.mutate(mediaMessage(id, chatId, media, media.path));
    } catch (error) {
      console.error('Media upload failed', error);
      pending.current.set(id, media);
      const offline = isOffline();
      setStatus(queryClient, mediaMessage(id, chatId, media, null), userId, 'failed', offline);
      // Offline, the bubble says it waits for the connection; nothing else to tell.
      if (offline) return;
      const text =
        media.kind === 'voice' ? chatMessages.voiceFailed(toError(error, '').message) : fileMessages.uploadFailed;
      showNotice({ tone: 'error', text });
    } finally {
      setIsUploading(false);
    }
  };

  const retry = (message: ChatMessage) => {
    const media = pending.current.get(message.id);
    if (media) return void uploadAndSend(message.id, media);
    clearNotice();
    send.mutate(outgoing(message));
  };

  /** A picked file goes to the preview (issue 28) if it can be sent at all; else the composer says why. */
  const acceptFile = (file: File): MediaKind | null => {
    const kind = mediaKindOf(file);
    const problem = !kind ? fileMessages.notMedia : file.size > MEDIA_MAX_BYTES ? fileMessages.tooLarge : null;
    if (problem) showNotice({ tone: 'error', text: problem });
    else clearNotice();
    return problem ? null : kind;
  };

  const sendFile = async (file: File, caption = '') => {
    const kind = mediaKindOf(file);
    if (!kind) return showNotice({ tone: 'error', text: fileMessages.notMedia });
    clearNotice();
    setIsUploading(true);
    // The dimensions are read before upload, so the bubble reserves its box (spec §4).
    const info = await readMediaInfo(file, kind);
    const path = chatMediaPath(chatId, kind, file);
    await uploadAndSend(crypto.randomUUID(), { file, kind, path, info, caption: caption.trim() || null });
  };

  const sendVoice = (file: File, durationSeconds: number) =>
    uploadAndSend(crypto.randomUUID(), {
      file,
      kind: 'voice',
      path: chatMediaPath(chatId, 'voice', file),
      info: { width: null, height: null, duration: durationSeconds },
      caption: null,
    });

  // Issue 28 (review m7): what failed because the device was offline goes out by itself once it is back
  // (also when the chat opens again online). The same message id and storage path, so a send whose
  // first try did reach the server is not stored twice (insertMessage, uploadChatMedia).
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  useEffect(() => {
    const resend = () => {
      for (const message of readMessages(queryClient, chatId) ?? []) {
        if (message.status === 'failed' && message.isQueued) retryRef.current(message);
      }
    };
    if (!isOffline()) resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [chatId, queryClient]);

  return { sendText, sendFile, acceptFile, sendVoice, retry, isUploading, problem: notice?.text ?? null };
}
