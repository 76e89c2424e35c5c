import { HttpError } from '../http.ts';
import type { HttpService, StackContext } from '../types.ts';

export function createAuthService(_ctx: StackContext): HttpService {
  return { handle: async () => { throw new HttpError(501, 'auth not implemented yet'); } };
}
