import { paths } from '@/config/paths';
import type { SupportCategory } from '../api/tickets';

/** What a removed item's "Ask for a review" link names: the kind and id of the author's own removed item. */
export interface Appeal {
  kind: 'post' | 'comment' | 'message';
  id: string;
}

const APPEAL = /^(post|comment|message):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The `?appeal=kind:id` of Contact Support's URL, or null for anything else (a URL is typed by anyone). */
export function parseAppeal(search: string): Appeal | null {
  const match = APPEAL.exec(new URLSearchParams(search).get('appeal') ?? '');
  if (!match) return null;
  return { kind: match[1]!.toLowerCase() as Appeal['kind'], id: match[2]!.toLowerCase() };
}

/**
 * The request an appeal starts from: the "Posts, messages and content" topic and a message naming the item
 * (a post by its link; a comment or message by its id, which the moderation log shows), for the user to
 * finish with why. It stays editable: nothing is sent until they send it.
 */
export function appealDraft(appeal: Appeal, origin: string): { category: SupportCategory; message: string } {
  const item = appeal.kind === 'post' ? `post ${origin}${paths.post(appeal.id)}` : `${appeal.kind} ${appeal.id}`;
  return {
    category: 'content',
    message: `Please review the removal of my ${item}.\n\nWhy it does not break the guidelines: `,
  };
}
