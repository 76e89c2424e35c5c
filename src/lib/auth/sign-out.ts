import { mutationOptions, useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { clearDrafts } from '@/lib/drafts';
import { supabase } from '@/lib/supabase';
import { type SignOutDestination, setSignOutDestination } from './sign-out-intent';

/** Ends the session; the protected-route guard then sends the user to `destination` (default /login). */
export async function signOut(destination: SignOutDestination = { to: paths.login }): Promise<void> {
  setSignOutDestination(destination);
  // Unsent drafts stay on this device only while someone is signed in here (src/lib/drafts.ts).
  clearDrafts();
  const auth = await supabase.auth();
  const { error } = await auth.signOut();
  if (!error) return;
  // The server could not be told (offline, 5xx). `local` removes the session from this device
  // before it even sends its request, so the user is signed out here as they asked; the refresh
  // token expires on its own.
  setSignOutDestination(destination);
  await auth.signOut({ scope: 'local' });
}

export const signOutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-out'], mutationFn: () => signOut() });

/** Log out (spec §4 Settings: ends the session and goes to /login). */
export const useSignOut = () => useMutation(signOutMutationOptions());
