import { type ChangeEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CameraIcon } from '@/components/ui/icons';
import type { Profile } from '@/lib/auth';
import { useUploadAvatar } from '../api/upload-avatar';
import { isImageFile, settingsMessages } from '../utils/files';

export function AvatarEditor({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(profile.id);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    if (!isImageFile(file)) {
      setProblem(settingsMessages.notAnImage);
      return;
    }
    setProblem(null);
    upload.mutate(file, { onError: () => setProblem(settingsMessages.avatarUploadFailed) });
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
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleFile}
        data-testid="avatar-file"
      />
      <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
        <CameraIcon className="size-4" />
        {upload.isPending ? 'Uploading...' : 'Change Avatar'}
      </Button>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}
