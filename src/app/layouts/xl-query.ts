/** Tailwind's `xl`, the only width where the shell shows the Suggested Creators panel (spec §2 Home). */
export const XL_QUERY = '(min-width: 80rem)';
