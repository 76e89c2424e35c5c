import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { DeleteAccount } from './delete-account';
import { LogOutRow } from './log-out-row';

interface Row {
  label: string;
  to?: string;
}

/** Spec §2 Settings tab: sections and rows in this order; rows without a screen yet say so. */
const sections: ReadonlyArray<{ title: string; rows: Row[] }> = [
  {
    title: 'Account',
    rows: [
      { label: 'Email & Password', to: paths.emailPassword },
      { label: 'Phone Number' },
      { label: 'Verification' },
    ],
  },
  {
    title: 'Privacy & Security',
    rows: [{ label: 'Privacy Settings' }, { label: 'Blocked Users' }, { label: 'Two-Factor Authentication' }],
  },
  { title: 'Notifications', rows: [{ label: 'Push' }, { label: 'Email' }, { label: 'SMS' }] },
  {
    title: 'Payments',
    // The wallet is how phones reach it: the bottom navigation has no Wallet entry (spec §2).
    rows: [
      { label: 'Wallet', to: paths.wallet },
      { label: 'Payment Methods' },
      { label: 'Transaction History', to: paths.wallet },
      { label: 'Payout Settings' },
    ],
  },
  {
    title: 'Support',
    rows: [
      { label: "What's New", to: paths.whatsNew },
      { label: 'Help Center' },
      { label: 'Contact Support' },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
    ],
  },
];

const rowClass = 'flex min-h-12 items-center justify-between gap-3 px-4 py-3 text-sm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`settings-${title}`}>
      <h2 id={`settings-${title}`} className="px-4 pb-2 text-xs font-semibold uppercase tracking-wider text-zinc-400">
        {title}
      </h2>
      <ul className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60">
        {children}
      </ul>
    </section>
  );
}

export function SettingsMenu({ creatorSection }: { creatorSection?: ReactNode }) {
  return (
    <div className="space-y-7 p-4">
      {creatorSection ? (
        <Section title="Creator">
          <li>{creatorSection}</li>
        </Section>
      ) : null}
      {sections.map((section) => (
        <Section key={section.title} title={section.title}>
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
                  <span className="text-xs text-zinc-400">Coming soon</span>
                </div>
              )}
            </li>
          ))}
        </Section>
      ))}
      <Section title="Danger Zone">
        <li>
          <LogOutRow className={rowClass} />
        </li>
        <li>
          <DeleteAccount className={rowClass} />
        </li>
      </Section>
    </div>
  );
}
