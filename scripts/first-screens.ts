/*
 * Issue 17: what each URL's first screen loads at once, read by two build steps: the HTML's preloads
 * (vite-preload-first-screen.ts) and the chunk grouping (vite-first-screen-chunks.ts). Paths are
 * relative to the project root.
 */

/** [URL pattern, signed in only, modules the screen loads at once]. Signed out, a protected URL goes to /login. */
export const SCREENS: ReadonlyArray<readonly [pattern: string, isProtected: boolean, modules: readonly string[]]> = [
  [
    '^/$',
    true,
    [
      'src/app/routes/app/home.tsx',
      'src/features/posts/components/home-feed.tsx',
      'src/features/posts/api/get-feed.ts',
    ],
  ],
  ['^/chats$', true, ['src/app/routes/app/chats.tsx', 'src/features/chat/api/get-chat-list.ts']],
  // The list is the layout's left pane from lg (issue 28), so a conversation's screen has its code too.
  ['^/chats/[^/]+$', true, ['src/app/routes/app/chats.tsx', 'src/app/routes/app/chat.tsx']],
  ['^/discover$', true, ['src/app/routes/app/discover.tsx', 'src/features/discover/api/get-newest-creators.ts']],
  ['^/profile$', true, ['src/app/routes/app/my-profile.tsx']],
  [
    '^/profile/[^/]+$',
    true,
    [
      'src/app/routes/app/profile.tsx',
      'src/features/profile/api/get-creator-profile.ts',
      // The header's money parts: loaded only once drawn, they would arrive after it and push it down.
      'src/features/subscriptions/components/subscription-section.tsx',
      'src/features/tips/components/tip-button.tsx',
    ],
  ],
  ['^/notifications$', true, ['src/app/routes/app/notifications.tsx']],
  ['^/wallet$', true, ['src/app/routes/app/wallet.tsx']],
  ['^/videos$', true, ['src/app/routes/app/videos.tsx']],
  ['^/post/[^/]+$', true, ['src/app/routes/app/post.tsx']],
  ['^/help$', true, ['src/features/help/components/help-center.tsx']],
  ['^/login$', false, ['src/app/routes/auth/login.tsx']],
  ['^/signup$', false, ['src/app/routes/auth/signup.tsx']],
];
export const APP = ['src/app/app.tsx'];
export const SIGNED_IN = ['src/app/layouts/viewer-shell-seed.ts'];
export const SIGNED_OUT = ['src/app/routes/auth/login.tsx'];

/**
 * What a signed-in screen loads by itself right after its first paint: the nav's badges, the search
 * box, the desktop side nav, a post card's money buttons. Not preloaded (it would compete with the
 * first screen for the link), but grouped in one chunk of its own, so that loading it never pulls in a
 * whole other screen's chunk (the search box shares code with Discover, the tip button with profiles).
 */
export const AFTER_PAINT = [
  'src/app/layouts/side-nav.tsx',
  'src/features/chat/components/chat-list-live.tsx',
  'src/features/notifications/components/notifications-nav-badge.tsx',
  'src/features/wallet/components/wallet-nav-badge.tsx',
  'src/features/search/components/search-box.tsx',
  'src/features/search/components/search-overlay-dialog.tsx',
  'src/features/tips/components/tip-button.tsx',
  'src/features/unlock/components/unlock-button.tsx',
];
