import { CallsView } from '@/features/calls';

export function CallsRoute() {
  return <CallsView />;
}
