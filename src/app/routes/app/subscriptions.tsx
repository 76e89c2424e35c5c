import { SubscriptionsView } from '@/features/subscriptions/components/subscriptions-view';

/** /subscriptions (issue 28): the fan's subscriptions, reached from the wallet and the profile menu. */
export function SubscriptionsRoute() {
  return <SubscriptionsView />;
}
