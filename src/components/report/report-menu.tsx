import { Suspense, useState } from 'react';
import { type BlockTarget, useBlockItem } from '@/components/blocks/block-action';
import { Menu, type MenuItem } from '@/components/ui/menu';
import { lazyPart } from '@/lib/lazy-load';
import type { ReportTarget } from '@/lib/reports';

// The sheet is opened rarely: it loads on first use, off every screen's first load.
const ReportSheet = lazyPart(async () => (await import('./report-sheet')).ReportSheet);

interface ReportMenuProps {
  /** The menu button's name: "Post options", "Message options". */
  label: string;
  targetType: ReportTarget;
  targetId: string;
  /** For the item and the sheet's title: "post" → "Report post". */
  what: string;
  /** Whose item it is, when the menu also offers Block @handle (posts, comments). */
  author?: BlockTarget;
  /** Other actions the screen puts in the same menu, first. */
  items?: readonly MenuItem[];
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
}

/**
 * The "⋯" menu on someone else's content (issue 19): the screen's own actions, Block its author
 * (asked first) and, last, Report it.
 */
export function ReportMenu({ label, targetType, targetId, what, author, items = [], ...menu }: ReportMenuProps) {
  const [isReporting, setIsReporting] = useState(false);
  const block = useBlockItem(author ?? null);
  return (
    <>
      <Menu
        label={label}
        {...menu}
        items={[
          ...items,
          ...(block.item ? [block.item] : []),
          { label: `Report ${what}`, onSelect: () => setIsReporting(true) },
        ]}
      />
      {block.dialog}
      {isReporting ? (
        <Suspense fallback={null}>
          <ReportSheet targetType={targetType} targetId={targetId} what={what} onClose={() => setIsReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
