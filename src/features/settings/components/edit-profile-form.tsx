import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import type { Profile } from '@/lib/auth';
import { useUpdateProfile } from '../api/update-profile';
import { BIO_MAX_LENGTH, settingsMessages } from '../utils/files';
import type { ProfileNotice } from '../utils/profile-notice';

interface EditProfileFormProps {
  profile: Profile;
  /** The screen's one banner, when it is this form's (EditProfile). */
  notice: ProfileNotice | null;
  onNotice: (notice: ProfileNotice) => void;
  /** A new attempt starts: the old banner no longer applies. */
  onBusy: () => void;
}

/** Name, bio and location; the form starts from the loaded profile (the parent keys it by id). */
export function EditProfileForm({ profile, notice, onNotice, onBusy }: EditProfileFormProps) {
  const [name, setName] = useState(profile.name ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [location, setLocation] = useState(profile.location ?? '');
  const update = useUpdateProfile(profile.id);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onBusy();
    update.mutate(
      { name, bio, location },
      {
        onSuccess: () => onNotice({ tone: 'success', text: settingsMessages.profileSaved, source: 'form' }),
        onError: () => onNotice({ tone: 'error', text: settingsMessages.profileSaveFailed, source: 'form' }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      <Input
        label="Display Name"
        name="name"
        autoComplete="name"
        required
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="Your name"
      />
      <Input
        label="Username"
        name="username"
        value={`@${profile.username}`}
        readOnly
        hint="Your username cannot be changed."
      />
      <Textarea
        label="Bio"
        name="bio"
        value={bio}
        maxLength={BIO_MAX_LENGTH}
        onChange={(e) => setBio(e.target.value)}
        placeholder="Tell people about yourself"
        hint={<span aria-live="polite">{`${bio.length}/${BIO_MAX_LENGTH}`}</span>}
      />
      <Input
        label="Location"
        name="location"
        autoComplete="address-level2"
        maxLength={100}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        placeholder="City, Country"
      />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <Button type="submit" className="w-full" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
