import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ContactSupport } from '@/features/support/components/contact-support';

export function ContactSupportRoute() {
  return (
    <>
      <PageHeader title="Contact Support" backTo={paths.settings} />
      <ContactSupport />
    </>
  );
}
