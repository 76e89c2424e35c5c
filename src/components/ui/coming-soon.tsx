import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  icon?: ReactNode;
  heading?: string;
  children: ReactNode;
  backTo?: string;
}

/** An honest page for a screen that is planned but not built yet: says what will be there. */
export function ComingSoon({ title, icon, heading = 'Coming soon', children, backTo = '/' }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} backOnSmallOnly />
      <EmptyState
        icon={icon}
        title={heading}
        action={
          <ButtonLink to="/discover" variant="secondary">
            Discover creators
          </ButtonLink>
        }
      >
        {children}
      </EmptyState>
    </>
  );
}
