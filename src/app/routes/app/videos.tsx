import { FollowButton } from '@/features/follow/components/follow-button';
import { PostLikeButton } from '@/features/posts/components/post-like-button';
import { VideoFeed } from '@/features/videos/components/video-feed';
import { formatCount } from '@/features/videos/utils/format-count';

/** /videos: the vertical video feed, with the like (posts) and Follow (follow) controls composed in. */
export function VideosRoute() {
  return (
    <VideoFeed
      renderLike={(video) => (
        <PostLikeButton
          postId={video.id}
          isLiked={video.user_liked}
          count={video.likes_count}
          scope="videos"
          variant="rail"
          formatCount={formatCount}
        />
      )}
      renderFollow={(video) => (
        <FollowButton
          userId={video.user_id}
          isFollowing={video.author_is_following}
          name={video.author_name || video.author_username}
          size="sm"
          className="pointer-events-auto"
        />
      )}
    />
  );
}
