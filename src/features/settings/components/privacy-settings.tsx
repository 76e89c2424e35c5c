import { Alert } from '@/components/ui/alert';
import { ListSection } from '@/components/ui/list-section';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import {
  type MessageAudience,
  type PrivacySettings as Settings,
  usePrivacySettings,
  useSetPrivacySettings,
} from '@/lib/privacy-settings';
import { RadioRow } from '@/components/ui/radio-row';
import { SwitchRow } from '@/components/ui/switch-row';

const AUDIENCES: ReadonlyArray<{ value: MessageAudience; label: string; hint: string }> = [
  { value: 'everyone', label: 'Everyone', hint: 'Anyone on Velvet can start a chat with you' },
  { value: 'following', label: 'People I follow', hint: 'Only people you follow can start a chat or write to you' },
  { value: 'subscribers', label: 'My subscribers', hint: 'Only fans with an active subscription to you' },
];

/**
 * Settings › Privacy Settings (issue 19 §3). Each change is saved at once and held by the database:
 * messages and new chats outside the chosen audience are refused (someone you already wrote to
 * can always answer), the online dot is refused both ways in realtime, and search, suggestions and
 * Discover leave you out. Your profile stays reachable by its link.
 */
export function PrivacySettings() {
  const user = useUser();
  const settings = usePrivacySettings(user.id);
  const save = useSetPrivacySettings(user.id);

  if (settings.isPending) {
    return (
      <div className="space-y-2 p-4" aria-busy="true" aria-label="Loading privacy settings">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return <QueryError what="your privacy settings" error={settings.error} onRetry={settings.refetch} />;
  }
  // While a change is being saved it shows at once (the presence follows only what is saved).
  const current = save.isPending ? save.variables : settings.data;
  const set = (change: Partial<Settings>) => {
    if (!save.isPending) save.mutate({ ...current, ...change });
  };

  return (
    <div className="space-y-6 p-4">
      {save.isError ? <Alert tone="error">Could not save: {save.error.message}</Alert> : null}
      <section aria-labelledby="audience-heading">
        <h2 id="audience-heading" className="px-4 pb-2 text-xs font-semibold tracking-wider text-zinc-400 uppercase">
          Who can message me
        </h2>
        <div
          role="radiogroup"
          aria-labelledby="audience-heading"
          className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60"
        >
          {AUDIENCES.map(({ value, label, hint }) => (
            <RadioRow
              key={value}
              name="message-audience"
              label={label}
              hint={hint}
              isChecked={current.message_audience === value}
              onSelect={() => set({ message_audience: value })}
            />
          ))}
        </div>
      </section>
      <ListSection title="Visibility">
        <li>
          <SwitchRow
            label="Show my online status"
            hint="Off: nobody sees when you're online, and you don't see anyone's"
            isOn={current.show_online}
            onChange={(on) => set({ show_online: on })}
          />
        </li>
        <li>
          <SwitchRow
            label="Appear in search and Discover"
            hint="Off: others won't find you in search, suggestions or Discover"
            isOn={current.discoverable}
            onChange={(on) => set({ discoverable: on })}
          />
        </li>
      </ListSection>
    </div>
  );
}
