import { paths } from '@/config/paths';

/**
 * The viewer's invite link: the sign-up page with their handle as `ref`. Nothing reads `ref` yet
 * (referral rewards are not live, docs/decisions.md), but links shared today carry it for when they are.
 */
export function inviteLink(username: string, origin: string = window.location.origin): string {
  const url = new URL(paths.signup, origin);
  url.searchParams.set('ref', username);
  return url.href;
}
