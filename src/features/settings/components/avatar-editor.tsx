import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { CameraIcon } from '@/components/ui/icons';
import type { Profile } from '@/lib/auth';
import { useUploadAvatar } from '../api/upload-avatar';
import { fileMessages, isImageFile } from '@/lib/storage/files';

export function AvatarEditor({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(profile.id);

  const handleFile = (file: File) => {
    if (!isImageFile(file)) {
      setProblem(fileMessages.notAnImage);
      return;
    }
    setProblem(null);
    upload.mutate(file, { onError: () => setProblem(fileMessages.avatarUploadFailed) });
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
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}
