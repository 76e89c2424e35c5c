/** Tailwind's `xl`, the only width where the shell shows the Suggested Creators panel (spec §2 Home). */
export const XL_QUERY = '(min-width: 80rem)';

/** Tailwind's `lg`: the side navigation instead of the bottom one, and Chats' two panes. */
export const LG_QUERY = '(min-width: 64rem)';
