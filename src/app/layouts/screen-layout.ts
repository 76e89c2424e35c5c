/**
 * Screens that use the whole width beside the side navigation, with no centre column and no
 * Suggested Creators column (issue 28): Chats' list and conversation side by side.
 */
const WIDE_SCREENS: readonly RegExp[] = [/^\/chats(\/|$)/i];

export const isWideScreen = (pathname: string) => WIDE_SCREENS.some((pattern) => pattern.test(pathname));
