import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { BecomeCreatorView } from '@/features/creator/components/become-creator-view';

export function BecomeCreatorRoute() {
  return (
    <>
      <PageHeader title="Become a Creator" backTo={paths.home} backOnSmallOnly />
      <BecomeCreatorView />
    </>
  );
}
