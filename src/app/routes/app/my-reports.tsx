import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MyReports } from '@/features/support/components/my-reports';

export function MyReportsRoute() {
  return (
    <>
      <PageHeader title="Your reports" backTo={paths.settings} />
      <MyReports />
    </>
  );
}
