import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-load';
import type { ReportTarget } from '@/lib/reports';
import { MoreMenu, type MoreMenuItem } from '@/components/ui/more-menu';

// The sheet is opened rarely: it loads on first use, off every screen's first load.
const ReportSheet = lazyPart(async () => (await import('./report-sheet')).ReportSheet);

interface ReportMenuProps {
  /** The menu button's name: "Post options", "Message options". */
  label: string;
  targetType: ReportTarget;
  targetId: string;
  /** For the item and the sheet's title: "post" → "Report post". */
  what: string;
  /** Other actions the screen puts in the same menu, before Report. */
  items?: ReadonlyArray<MoreMenuItem>;
  className?: string;
  buttonClassName?: string;
}

/** A "⋯" menu whose last item reports the item (issue 19 §2). */
export function ReportMenu({
  label,
  targetType,
  targetId,
  what,
  items = [],
  className,
  buttonClassName,
}: ReportMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <MoreMenu
        label={label}
        className={className}
        buttonClassName={buttonClassName}
        items={[...items, { label: `Report ${what}`, onSelect: () => setIsOpen(true) }]}
      />
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportSheet targetType={targetType} targetId={targetId} what={what} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
