import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** `status`: a live region, for a state that replaces the content while the person watches (a block). */
  role?: 'status';
}

export function EmptyState({ icon, title, children, action, role }: EmptyStateProps) {
  return (
    <div role={role} className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      {icon ? (
        <div className="flex size-14 items-center justify-center rounded-full bg-zinc-900 text-brand-400">{icon}</div>
      ) : null}
      <h2 className="text-lg font-semibold text-zinc-100">{title}</h2>
      {children ? <div className="max-w-sm text-sm text-zinc-400">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
