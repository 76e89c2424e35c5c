/** Where a deliberate sign-out should land (Log out → /login, Delete Account → /signup with a notice). */
export interface SignOutDestination {
  to: string;
  state?: unknown;
}

/*
 * Why not navigate after signOut(): the SIGNED_OUT update renders before the router's location
 * update (react-router runs navigations in a transition), so the protected route's guard would
 * redirect to /login first and win. Instead the destination travels with the session change.
 */
let pending: SignOutDestination | null = null;

export function setSignOutDestination(destination: SignOutDestination | null): void {
  pending = destination;
}

/** Read once by the session provider when SIGNED_OUT arrives. */
export function takeSignOutDestination(): SignOutDestination | null {
  const destination = pending;
  pending = null;
  return destination;
}
