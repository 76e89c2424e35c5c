import { PageHeader } from '@/components/ui/page-header';

/** Recent changes, newest first. Kept short: one line a user would care about per change. */
const changes = [
  {
    date: 'November 2026',
    items: [
      'Block anyone from their profile, a chat, a post or a comment; Settings › Blocked Users lists them.',
      'Report a post, comment, message or profile: our moderators review every report.',
      'Privacy Settings: choose who can message you, hide your online status, or stay out of search and Discover.',
      'Two-factor authentication with an authenticator app, asked for at sign-in and before a payout.',
      'An email digest of what you missed, daily or weekly, with a one-click unsubscribe.',
      'Contact Support from Settings, and a Help Center with short answers.',
      'Subscribe to creators, unlock pay-per-view posts and messages, and send tips from your wallet.',
      'Creators set their price, sell posts and messages, and see earnings and payouts in Wallet.',
      'Faster first load on phones, and long conversations now reach their very first message.',
    ],
  },
  {
    date: 'November 2025',
    items: [
      'Avatars are now drawn on your device: your username is never sent to a third-party service.',
      'Delete Account in Settings removes your profile and every file you uploaded.',
      '"Remember me" now decides whether you stay logged in after closing the browser.',
      'A new dark look with keyboard focus outlines everywhere.',
    ],
  },
  {
    date: 'October 2025',
    items: ['Sign up, log in and reset your password by email.', 'Terms of Service and Privacy Policy published.'],
  },
];

export function WhatsNewRoute() {
  return (
    <>
      <PageHeader title="What's new" backTo="/" backOnSmallOnly />
      <div className="space-y-8 p-4 sm:p-6">
        {changes.map((release) => (
          <section key={release.date} aria-labelledby={`release-${release.date}`}>
            <h2
              id={`release-${release.date}`}
              className="text-sm font-semibold uppercase tracking-wider text-brand-400"
            >
              {release.date}
            </h2>
            <ul className="mt-3 space-y-3">
              {release.items.map((item) => (
                <li
                  key={item}
                  className="rounded-2xl border border-zinc-800 bg-zinc-900/60 px-4 py-3 text-sm text-zinc-200"
                >
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
