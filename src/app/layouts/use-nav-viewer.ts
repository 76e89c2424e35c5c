import { useCurrentProfile, useUser } from '@/lib/auth';
import { isModerator } from '@/lib/moderator';
import type { NavViewer } from './nav-items';

/** What the navigation needs to know about the signed-in viewer: creator (profile), moderator (claim). */
export function useNavViewer(): NavViewer {
  const user = useUser();
  return { isCreator: useCurrentProfile().data?.is_creator ?? false, isModerator: isModerator(user) };
}
