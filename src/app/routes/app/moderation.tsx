import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ModerationScreen } from '@/features/moderation/components/moderation-screen';

export function ModerationRoute() {
  return (
    <>
      <PageHeader title="Moderation" backTo={paths.settings} />
      <ModerationScreen />
    </>
  );
}
