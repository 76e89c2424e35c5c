import { Icon, type IconProps } from '@/components/ui/icons';

/** Icons only the profile uses; same 24px outline grid as components/ui/icons. */

export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-6-5.7-6-11a6 6 0 1 1 12 0c0 5.3-6 11-6 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </Icon>
);
