import type { ReactNode } from 'react';
import { useSubscriptionSlot } from '@/components/money/money-slots';
import { Avatar } from '@/components/ui/avatar';
import { CoverImage } from '@/components/ui/cover-image';
import type { CreatorProfile } from '../api/schemas';
import { PinIcon } from './icons';
import { ProfileBio } from './profile-bio';
import { ProfileCounters } from './profile-counters';

interface ProfileHeaderProps {
  profile: CreatorProfile;
  actions: ReactNode;
  isOwn: boolean;
  /** The viewer blocked this person: no subscription area (the database refuses subscribing). */
  isBlocked?: boolean;
}

export function ProfileHeader({ profile, actions, isOwn, isBlocked = false }: ProfileHeaderProps) {
  // Join now / Subscribed (issue 13 §3), composed by the app layer; creators only, never on your own.
  const subscription = useSubscriptionSlot(
    isOwn || isBlocked || !profile.is_creator
      ? null
      : { creatorId: profile.id, name: profile.name, username: profile.username },
  );
  return (
    <section aria-label="Profile" className="pb-4">
      <CoverImage src={profile.cover_url} className="h-36 sm:h-48" />
      <div className="px-4">
        {/* The actions move under the avatar when they do not fit beside it (a followed creator at 390 px). */}
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-3">
          <Avatar
            avatarUrl={profile.avatar_url}
            username={profile.username}
            name={profile.name}
            size="xl"
            alt={`${profile.name}'s avatar`}
            className="ring-4 ring-zinc-950"
          />
          {actions}
        </div>
        <h2 className="mt-3 text-xl font-bold break-words text-white">{profile.name}</h2>
        <p className="text-sm text-zinc-400">@{profile.username}</p>
        {profile.location ? (
          <p className="mt-1 flex items-start gap-1 text-sm text-zinc-400">
            <PinIcon className="mt-0.5 size-4" />
            {profile.location}
          </p>
        ) : null}
        <ProfileBio bio={profile.bio} />
        <ProfileCounters profile={profile} />
        {subscription}
      </div>
    </section>
  );
}
