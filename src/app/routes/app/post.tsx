import { useParams } from 'react-router-dom';
import { PostDetail } from '@/features/posts/components/post-detail';

export function PostRoute() {
  const { postId = '' } = useParams();
  return <PostDetail key={postId} postId={postId} />;
}
