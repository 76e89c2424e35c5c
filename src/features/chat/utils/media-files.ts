import { type MediaKind, timestampedPath } from '@/lib/storage/files';

/** The voice texts (spec §8); the file texts every upload shares are lib/storage/files.ts's. */
export const chatMessages = {
  micUnavailable: 'Failed to access microphone. Please check permissions.',
  noAudio: 'Recording failed: no audio data captured.',
  tooSmall: 'Recording failed: audio file too small.',
  voiceFailed: (reason: string | undefined) => `Failed to send voice message: ${reason || 'Please try again.'}`,
} as const;

export type UploadKind = MediaKind | 'voice';

const folders: Record<UploadKind, string> = { image: 'images', video: 'videos', voice: 'voice' };

/** `{conversationId}/images|videos|voice/{file}`: the layout chat-media's policies expect (docs/database.md). */
export function chatMediaPath(conversationId: string, kind: UploadKind, file: Pick<File, 'name' | 'type'>): string {
  const folder = `${conversationId}/${folders[kind]}`;
  return kind === 'voice' ? `${folder}/${file.name}` : timestampedPath(folder, file);
}

/** Spec §5: voice files are named voice-{timestamp}.webm. */
export const voiceFileName = (now: number = Date.now()) => `voice-${now}.webm`;

export interface MediaInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
}

/** Spec §4 "Sending media": the dimensions are read before upload, so bubbles reserve their box. */
export function readMediaInfo(file: Blob, kind: MediaKind): Promise<MediaInfo> {
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
