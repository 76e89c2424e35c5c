import { ComingSoon } from '@/components/ui/coming-soon';
import { StarIcon } from '@/components/ui/icons';

/*
 * Screens still to be built (creator applications). Each says plainly what it will
 * hold, so nothing in the navigation leads to a blank page.
 */

export function BecomeCreatorRoute() {
  return (
    <ComingSoon title="Become a Creator" icon={<StarIcon className="size-7" />}>
      Apply to become a creator: verify your identity, set a monthly subscription price and start earning from
      subscriptions, tips and paid posts. Applications open soon.
    </ComingSoon>
  );
}
