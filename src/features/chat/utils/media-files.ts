export const chatMessages = {
  notMedia: 'Please select an image or video file.',
  uploadFailed: 'Failed to upload media. Please try again.',
  micUnavailable: 'Failed to access microphone. Please check permissions.',
  noAudio: 'Recording failed: no audio data captured.',
  tooSmall: 'Recording failed: audio file too small.',
  voiceFailed: (reason: string | undefined) => `Failed to send voice message: ${reason || 'Please try again.'}`,
} as const;

export type AttachmentKind = 'image' | 'video';
export type UploadKind = AttachmentKind | 'voice';

/** Spec §5: only image/* and video/* are accepted. */
export function attachmentKind(file: Pick<File, 'type'>): AttachmentKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

const folders: Record<UploadKind, string> = { image: 'images', video: 'videos', voice: 'voice' };

function extension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = file.type.split('/')[1]?.split(/[+;]/)[0];
  return fromType && /^[a-z0-9]{1,8}$/i.test(fromType) ? fromType.toLowerCase() : 'bin';
}

/** `{conversationId}/images|videos|voice/{file}`: the layout chat-media's policies expect (docs/database.md). */
export function chatMediaPath(conversationId: string, kind: UploadKind, file: Pick<File, 'name' | 'type'>): string {
  return `${conversationId}/${folders[kind]}/${kind === 'voice' ? file.name : `${Date.now()}.${extension(file)}`}`;
}

/** Spec §5: voice files are named voice-{timestamp}.webm. */
export const voiceFileName = (now: number = Date.now()) => `voice-${now}.webm`;

export interface MediaInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
}

/** Spec §4 "Sending media": the dimensions are read before upload, so bubbles reserve their box. */
export function readMediaInfo(file: Blob, kind: AttachmentKind): Promise<MediaInfo> {
  const url = URL.createObjectURL(file);
  const done = (info: MediaInfo) => {
    URL.revokeObjectURL(url);
    return info;
  };
  return new Promise<MediaInfo>((resolve) => {
    const unknown = { width: null, height: null, duration: null };
    if (kind === 'image') {
      const img = new Image();
      img.onload = () =>
        resolve(done({ width: img.naturalWidth || null, height: img.naturalHeight || null, duration: null }));
      img.onerror = () => resolve(done(unknown));
      img.src = url;
      return;
    }
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      resolve(
        done({
          width: video.videoWidth || null,
          height: video.videoHeight || null,
          duration: Number.isFinite(video.duration) ? Math.round(video.duration * 100) / 100 : null,
        }),
      );
    video.onerror = () => resolve(done(unknown));
    video.src = url;
  });
}
