import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ListSection } from '@/components/ui/list-section';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { isModerator } from '@/lib/moderator';
import { DeleteAccount } from './delete-account';
import { LogOutRow } from './log-out-row';

interface Row {
  label: string;
  to?: string;
  /** What a row without a screen says instead ("Coming soon" when not given). */
  note?: string;
}

/** Spec §2 Settings tab: sections and rows in this order; rows without a screen say why. */
const sections: ReadonlyArray<{ title: string; rows: Row[] }> = [
  {
    title: 'Account',
    rows: [
      { label: 'Email & Password', to: paths.emailPassword },
      // Velvet signs in with email only (issue 19 §6).
      { label: 'Phone Number', note: 'Phone sign-in not offered' },
      { label: 'Verification', to: paths.verification },
    ],
  },
  {
    title: 'Privacy & Security',
    rows: [
      { label: 'Privacy Settings', to: paths.privacySettings },
      { label: 'Blocked Users', to: paths.blockedUsers },
      { label: 'Two-Factor Authentication', to: paths.twoFactor },
    ],
  },
  {
    title: 'Notifications',
    rows: [
      { label: 'In-app', to: paths.notificationSettings },
      { label: 'Push', note: 'Not offered yet' },
      { label: 'Email', to: paths.emailSettings },
      { label: 'SMS', note: 'Not offered yet' },
    ],
  },
  {
    title: 'Payments',
    // The wallet is how phones reach it: the bottom navigation has no Wallet entry (spec §2).
    rows: [
      { label: 'Wallet', to: paths.wallet },
      { label: 'Payment Methods', note: 'Card entered at each top-up' },
      { label: 'Transaction History', to: paths.wallet },
      { label: 'Payout Settings', to: paths.payoutSettings },
    ],
  },
  {
    title: 'Support',
    rows: [
      { label: "What's New", to: paths.whatsNew },
      { label: 'Help Center', to: paths.help },
      { label: 'Contact Support', to: paths.contactSupport },
      { label: 'Your reports', to: paths.myReports },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
    ],
  },
];

// The focus outline is drawn inside: the rounded list clips anything outside its rows.
const rowClass = 'flex min-h-12 items-center justify-between gap-3 px-4 py-3 text-sm focus-visible:-outline-offset-2';

export function SettingsMenu({ creatorSection }: { creatorSection?: ReactNode }) {
  const user = useUser();
  return (
    <div className="space-y-7 p-4">
      {isModerator(user) ? (
        <ListSection title="Moderation">
          <li>
            <Link to={paths.moderation} className={`${rowClass} text-zinc-100 hover:bg-zinc-800/60`}>
              Reports and support queue
              <ChevronRightIcon className="size-4 text-zinc-400" />
            </Link>
          </li>
        </ListSection>
      ) : null}
      {creatorSection ? (
        <ListSection title="Creator">
          <li>{creatorSection}</li>
        </ListSection>
      ) : null}
      {sections.map((section) => (
        <ListSection key={section.title} title={section.title}>
          {section.rows.map((row) => (
            <li key={row.label}>
              {row.to ? (
                <Link to={row.to} className={`${rowClass} text-zinc-100 hover:bg-zinc-800/60`}>
                  {row.label}
                  <ChevronRightIcon className="size-4 text-zinc-400" />
                </Link>
              ) : (
                <div className={`${rowClass} text-zinc-300`}>
                  {row.label}
                  <span className="text-right text-xs text-zinc-400">{row.note ?? 'Coming soon'}</span>
                </div>
              )}
            </li>
          ))}
        </ListSection>
      ))}
      <ListSection title="Danger Zone">
        <li>
          <LogOutRow className={rowClass} />
        </li>
        <li>
          <DeleteAccount className={rowClass} />
        </li>
      </ListSection>
    </div>
  );
}
