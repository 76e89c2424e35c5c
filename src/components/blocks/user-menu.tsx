import { Menu } from '@/components/ui/menu';
import { useBlockItem } from './block-action';

/**
 * The "more" menu on someone else's post or comment (issue 19): Block @handle, asked first. Their
 * content then disappears (the database hides it; every screen reads again).
 */
export function UserMenu({
  userId,
  username,
  label,
  align,
}: {
  userId: string;
  username: string;
  label: string;
  align?: 'start' | 'end';
}) {
  const block = useBlockItem({ userId, username });
  if (!block.item) return null;
  return (
    <>
      <Menu label={label} items={[block.item]} align={align} buttonClassName="size-9 text-zinc-400" />
      {block.dialog}
    </>
  );
}
