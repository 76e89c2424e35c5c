import type { User } from '@supabase/supabase-js';

/**
 * Whether the signed-in user is a moderator (issue 19 §2): `app_metadata.role`, which only the service
 * role can set. Only decides what the app shows; the database checks the same claim on every call.
 */
export const isModerator = (user: Pick<User, 'app_metadata'> | null | undefined): boolean =>
  user?.app_metadata?.role === 'moderator';
