import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** Shown when signup returns no session: the address must be confirmed first (spec §2 /signup). */
export function CheckEmail({ email }: { email: string }) {
  // It replaces the form whose Sign Up button had focus: a screen reader starts reading here (issue 18).
  useEffect(() => {
    document.getElementById('main')?.focus();
  }, []);
  return (
    <div className="space-y-5 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-600/15 text-brand-400">
        <MailIcon className="size-7" />
      </div>
      <p className="text-sm text-zinc-300">
        We sent a confirmation link to <strong className="break-words text-white">{email}</strong>. Open it to activate
        your account: the link logs you in.
      </p>
      <ButtonLink to={paths.login} className="w-full">
        Go to Login
      </ButtonLink>
    </div>
  );
}
