import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { VerificationView } from '@/features/creator/components/verification-view';

export function VerificationRoute() {
  return (
    <>
      <PageHeader title="Verification" backTo={paths.settings} />
      <VerificationView />
    </>
  );
}
