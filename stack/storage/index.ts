import { HttpError } from '../http.ts';
import type { HttpService, StackContext } from '../types.ts';

export function createStorageService(_ctx: StackContext): HttpService {
  return { handle: async () => { throw new HttpError(501, 'storage not implemented yet'); } };
}

export async function seedStorage(_ctx: StackContext, _fresh: boolean): Promise<void> {}
