import { HttpError } from '../http.ts';
import type { HttpService, StackContext, UpgradeService } from '../types.ts';

export async function createRealtimeService(_ctx: StackContext): Promise<UpgradeService & HttpService> {
  return {
    handle: async () => { throw new HttpError(501, 'realtime not implemented yet'); },
    handleUpgrade: (_req, socket) => { socket.destroy(); },
    close: async () => {},
  };
}
