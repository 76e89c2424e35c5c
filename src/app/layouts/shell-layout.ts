import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

/** How the shell arranges a screen from `lg` (phones have one column whatever the screen). */
export interface ShellLayout {
  /** The xl right column with Suggested Creators. */
  suggestions: boolean;
  /** The content column takes the room the right column would (tables, dashboards, queues). */
  wide: boolean;
  /** The screen takes the whole width beside the side navigation: Chats' list and conversation side by side. */
  full: boolean;
}

/** Suggested Creators only where finding someone to follow is what the person is doing (issue 28). */
const WITH_SUGGESTIONS: readonly string[] = [paths.home, paths.discover, paths.profile, `${paths.profile}/:handle`];

/** Screens whose content is tabular or a work queue and uses the width (issue 28). */
const WIDE: readonly string[] = [paths.wallet, paths.moderation];

/** Screens with panes of their own across the whole width (issue 28). */
const FULL: readonly string[] = [`${paths.chats}/*`];

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);

/** The layout of the screen at `pathname`; any other screen: the reading column, no right column. */
export const shellLayout = (pathname: string): ShellLayout => ({
  suggestions: matchesAny(WITH_SUGGESTIONS, pathname),
  wide: matchesAny(WIDE, pathname),
  full: matchesAny(FULL, pathname),
});
