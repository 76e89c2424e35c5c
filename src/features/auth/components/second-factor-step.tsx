import { FactorChoice, useFactorChoice } from '@/components/auth/factor-choice';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { paths } from '@/config/paths';
import { AuthLayout } from './auth-layout';
import { useSession, useSignOut } from '@/lib/auth';
import { useVerifyCode, verifiedTotpFactors } from '@/lib/auth/two-factor';

/**
 * The second step of signing in (issue 19 §4): the password was right and the account has a
 * verified authenticator, so the app opens only once its current code is entered (the session then
 * becomes aal2, and the guard lets the screen the user was heading to draw).
 */
export function SecondFactorStep() {
  const { session } = useSession();
  const verify = useVerifyCode();
  const signOut = useSignOut();
  const factors = verifiedTotpFactors(session);
  const { chosen, choose } = useFactorChoice(factors);

  return (
    <AuthLayout
      title="Two-factor authentication"
      subtitle="Open your authenticator app and enter the 6-digit code it shows for Velvet."
    >
      <FactorChoice factors={factors} chosen={chosen} onChoose={choose} />
      {chosen ? (
        <CodeForm
          focusOnShow
          onSubmit={(code) => verify.mutate({ factorId: chosen.id, code })}
          pending={verify.isPending || verify.isSuccess}
          error={verify.error}
          submitLabel="Verify"
          pendingLabel="Verifying..."
          secondary={
            <Button variant="ghost" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {signOut.isPending ? 'Logging out...' : 'Log out'}
            </Button>
          }
        />
      ) : null}
      <p className="mt-6 text-xs text-zinc-400">
        {factors.length > 1
          ? 'Lost one of your authenticators? Choose another above and enter its code. Lost them all? '
          : 'Lost your authenticator app? '}
        {/* Signed out or not (this session is not through): a request confirmed from the mailbox (review M7). */}
        <Link
          to={paths.twoFactorRecovery}
          state={{ email: session?.user.email ?? '' }}
          className="rounded font-semibold text-brand-400 underline-offset-2 hover:text-brand-300 hover:underline"
        >
          Contact Velvet support
        </Link>
        : once we have confirmed it is you, we can turn two-factor authentication off for your account.
      </p>
    </AuthLayout>
  );
}
