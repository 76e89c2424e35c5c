import { useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { CameraIcon } from '@/components/ui/icons';
import type { Profile } from '@/lib/auth';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_MAX_BYTES, fileMessages, isImageFile } from '@/lib/storage/files';
import type { ProfileNotice } from '../utils/profile-notice';

interface AvatarEditorProps {
  profile: Profile;
  /** The screen's one banner, when it is this editor's (EditProfile). */
  notice: ProfileNotice | null;
  onNotice: (notice: ProfileNotice) => void;
  /** A new attempt starts: the old banner no longer applies. */
  onBusy: () => void;
}

export function AvatarEditor({ profile, notice, onNotice, onBusy }: AvatarEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(profile.id);
  const fail = (text: string) => onNotice({ tone: 'error', text, source: 'avatar' });

  const handleFile = (file: File) => {
    if (!isImageFile(file)) return fail(fileMessages.notAnImage);
    // The bucket would refuse it after the whole upload; say why before sending a byte.
    if (file.size > AVATAR_MAX_BYTES) return fail(fileMessages.avatarTooLarge);
    onBusy();
    upload.mutate(file, { onError: () => fail(fileMessages.avatarUploadFailed) });
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        avatarUrl={profile.avatar_url}
        username={profile.username}
        name={profile.name}
        size="xl"
        alt="Your avatar"
        className="ring-4 ring-zinc-950"
      />
      <HiddenFileInput ref={inputRef} accept="image/*" onFile={handleFile} testId="avatar-file" />
      <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
        <CameraIcon className="size-4" />
        {upload.isPending ? 'Uploading...' : 'Change Avatar'}
      </Button>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </div>
  );
}
