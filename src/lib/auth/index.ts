export { SessionProvider } from './session-provider';
export { useSession, useUser, type SessionState } from './session-context';
export { RequireAuth, RedirectIfSignedIn, FullScreenStatus, redirectTarget, type RedirectState } from './guards';
export { useCurrentProfile, currentProfileKeys, currentProfileQueryOptions, getProfile, type Profile } from './profile';
export { useSignOut, signOut } from './sign-out';
export type { SignOutDestination } from './sign-out-intent';
