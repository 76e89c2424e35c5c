import type { Notice } from '@/hooks/use-transient-notice';

/** Edit Profile's one banner, and which part of the screen it belongs to (issue 14). */
export type ProfileNotice = Notice<'avatar' | 'form'>;
