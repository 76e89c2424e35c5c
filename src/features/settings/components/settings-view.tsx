import { type ReactNode, useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { EditProfile } from './edit-profile';
import { SettingsMenu } from './settings-menu';

type Tab = 'profile' | 'settings';

const tabs = [
  { value: 'profile', label: 'Edit Profile' },
  { value: 'settings', label: 'Settings' },
] as const;

/** `creatorSection`: the creator's own settings, composed by the route (features do not import each other). */
export function SettingsView({ creatorSection }: { creatorSection?: ReactNode }) {
  const [tab, setTab] = useState<Tab>('profile');
  return (
    <Tabs label="Settings sections" items={tabs} value={tab} onChange={setTab}>
      {tab === 'profile' ? <EditProfile /> : <SettingsMenu creatorSection={creatorSection} />}
    </Tabs>
  );
}
