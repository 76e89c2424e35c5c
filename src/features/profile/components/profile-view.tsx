import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBlockItem } from '@/components/blocks/block-action';
import { useTipAction } from '@/components/money/money-slots';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReportMenu } from '@/components/report/report-menu';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { ShareNotice } from '@/components/ui/share-notice';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useShare } from '@/hooks/use-share';
import { useUser } from '@/lib/auth';
import { refusalMessage, useBlockChange } from '@/lib/blocks';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { useCreatorProfile } from '../api/get-creator-profile';
import { normalizeHandle } from '../api/keys';
import { type ProfilePreview, profilePreviewSchema } from '../api/schemas';
import { START_CHAT_FAILED, useStartChat } from '../api/start-chat';
import { ProfileActions } from './profile-actions';
import { ProfileHeader } from './profile-header';
import { ProfileHeaderSkeleton } from './profile-header-skeleton';
import { ProfileMedia } from './profile-media';
import { ProfileNotFound } from './profile-not-found';
import { ProfilePosts } from './profile-posts';

interface ProfileViewProps {
  handle: string;
  /** Navigation state from the previous screen (untrusted; parsed here). */
  navigationState?: unknown;
  /** The follow toggle, composed by the route (features do not import each other). */
  renderFollowButton: RenderFollowButton;
}

type ProfileTab = 'posts' | 'media';
const tabs = [
  { value: 'posts', label: 'Posts' },
  { value: 'media', label: 'Media' },
] as const;

function previewFrom(state: unknown, handle: string): ProfilePreview | null {
  const parsed = profilePreviewSchema.safeParse(state);
  // Only a preview of the profile being opened: stale state must not flash another person.
  return parsed.success && parsed.data.profile.username.toLowerCase() === normalizeHandle(handle)
    ? parsed.data.profile
    : null;
}

/** Creator profile (spec §2), loaded by handle so a shared link works on a fresh load. */
export function ProfileView({ handle, navigationState, renderFollowButton }: ProfileViewProps) {
  const user = useUser();
  const navigate = useNavigate();
  const profile = useCreatorProfile(handle);
  const startChat = useStartChat(user.id);
  const { share, notice } = useShare();
  const [tab, setTab] = useState<ProfileTab>('posts');
  const preview = previewFrom(navigationState, handle);
  const blockTarget =
    profile.data && profile.data.id !== user.id ? { userId: profile.data.id, username: profile.data.username } : null;
  const block = useBlockItem(blockTarget, { isBlocked: profile.data?.blocked_by_me ?? false });
  const unblock = useBlockChange();
  const tipButton = useTipAction(
    profile.data && profile.data.is_creator && profile.data.id !== user.id
      ? { creatorId: profile.data.id, creatorName: profile.data.name, context: 'profile' }
      : null,
  );

  const data = profile.data;
  const title = data?.name ?? preview?.name ?? 'Profile';
  const header = <PageHeader title={title} backTo={paths.discover} backOnSmallOnly />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <ProfileHeaderSkeleton preview={preview} />
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        {header}
        <QueryError what="this profile" error={profile.error} onRetry={profile.refetch} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <ProfileNotFound handle={normalizeHandle(handle)} />
      </>
    );
  }

  const isOwn = data.id === user.id;
  const isBlocked = data.blocked_by_me ?? false;
  const handleUnblock = () => unblock.mutate({ userId: data.id, block: false });
  const handleStartChat = () =>
    startChat.mutate(data.id, { onSuccess: (conversationId) => navigate(paths.chat(conversationId)) });
  const handleShare = () => void share(new URL(paths.profileOf(data.username), window.location.origin).href, data.name);

  return (
    <>
      {header}
      <ProfileHeader
        profile={data}
        isOwn={isOwn}
        isBlocked={isBlocked}
        actions={
          <ProfileActions
            name={data.name}
            isOwn={isOwn}
            isBlocked={isBlocked}
            isStartingChat={startChat.isPending}
            onStartChat={handleStartChat}
            onShare={handleShare}
            tipButton={tipButton}
            moreMenu={
              block.item ? (
                <ReportMenu
                  label="More options"
                  targetType="profile"
                  targetId={data.id}
                  what="profile"
                  items={[block.item]}
                  buttonClassName="shrink-0 border border-control-edge bg-zinc-900 text-zinc-200"
                />
              ) : null
            }
            followButton={renderFollowButton({
              userId: data.id,
              name: data.name,
              isFollowing: data.is_following,
            })}
          />
        }
      />
      {block.dialog}
      {unblock.error || block.error ? (
        <div className="px-4 pb-4">
          <Alert tone="error">Could not unblock: {(unblock.error ?? block.error)?.message}</Alert>
        </div>
      ) : null}
      {startChat.isError ? (
        <div className="px-4 pb-4">
          <Alert tone="error">{refusalMessage(startChat.error) ?? START_CHAT_FAILED}</Alert>
        </div>
      ) : null}
      {isBlocked ? (
        // Their posts are hidden from the blocker (the database's rule), so the tabs would only say
        // "No posts yet" under counters that say otherwise: say why instead (issue 28, review m3).
        <EmptyState
          role="status"
          title={`Posts hidden because you blocked @${data.username}`}
          action={
            <Button variant="secondary" disabled={unblock.isPending} onClick={handleUnblock}>
              {unblock.isPending ? 'Unblocking...' : 'Unblock'}
            </Button>
          }
        >
          They can&apos;t message you or find you in search. Unblock to see their posts and media again.
        </EmptyState>
      ) : (
        <Tabs label="Profile content" items={tabs} value={tab} onChange={setTab}>
          {tab === 'posts' ? <ProfilePosts userId={data.id} /> : <ProfileMedia userId={data.id} />}
        </Tabs>
      )}
      <ShareNotice notice={notice} />
    </>
  );
}
