/**
 * A recovery link that failed (expired, already used) comes back as
 * `#error=access_denied&error_code=otp_expired&error_description=…`; supabase-js leaves it in the URL.
 */
export function recoveryLinkError(hash: string, search = ''): string | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const description = params.get('error_description');
    if (description) return description;
    if (params.get('error')) return 'This reset link is invalid or has expired.';
  }
  return null;
}
