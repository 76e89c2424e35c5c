import { Menu, type MenuItem } from '@/components/ui/menu';

interface OptionsMenuProps {
  profileHref: string;
  onShowMedia: () => void;
  /** More entries after the chat's own (Block or Unblock the other person). */
  extraItems?: readonly MenuItem[];
}

/**
 * The header's options (the spec's button is unused): view the profile, jump to the shared media,
 * block or unblock the other person (issue 19).
 */
export function OptionsMenu({ profileHref, onShowMedia, extraItems = [] }: OptionsMenuProps) {
  return (
    <Menu
      label="Conversation options"
      items={[
        { label: 'View profile', to: profileHref },
        { label: 'Photos & videos', onSelect: onShowMedia },
        ...extraItems,
      ]}
    />
  );
}
