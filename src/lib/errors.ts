export const UNEXPECTED_ERROR = 'An unexpected error occurred';

function messageOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** A network failure inside supabase-js: the service never answered, so it has no message of its own. */
function isNetworkFailure(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const name = 'name' in value ? value.name : undefined;
  return name === 'AuthRetryableFetchError' || name === 'StorageUnknownError' || value instanceof TypeError;
}

/**
 * One normaliser for every backend error (auth, PostgREST, storage) and thrown exception: the result
 * is always an `Error` whose message can be shown to the user (spec §8: "the service's message, else
 * 'An unexpected error occurred'").
 */
export function toError(value: unknown, fallback: string = UNEXPECTED_ERROR): Error {
  if (isNetworkFailure(value)) return new Error(fallback, { cause: value });
  const message = messageOf(value);
  return new Error(message ?? fallback, { cause: value });
}

type Result<T> = { data: T | null; error: unknown };

/** For `{ data, error }` results that must carry data: throws the normalised error or a missing-data error. */
export function unwrap<T>(result: Result<T>, fallback?: string): T {
  if (result.error) throw toError(result.error, fallback);
  if (result.data === null) throw new Error(fallback ?? UNEXPECTED_ERROR);
  return result.data;
}

/** Like `unwrap`, for results where no data is a valid answer (maybeSingle, void RPCs). */
export function unwrapMaybe<T>(result: Result<T>, fallback?: string): T | null {
  if (result.error) throw toError(result.error, fallback);
  return result.data;
}
