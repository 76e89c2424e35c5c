import { CallsView } from '@/features/calls/components/calls-view';

export function CallsRoute() {
  return <CallsView />;
}
