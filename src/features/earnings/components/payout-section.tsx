import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { EuroInput } from '@/components/money/euro-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { needsCode, TwoFactorCodeStep } from '@/components/auth/two-factor-code-step';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { isMoneyError } from '@/lib/money-errors';
import { usePayoutDetails } from '@/lib/payout-details';
import { cn } from '@/utils/cn';
import { maskedIban } from '@/utils/iban';
import { amountProblem, centsToInput, formatEuro, parseEuroInput } from '@/utils/money';
import { payoutVerificationText } from '@/utils/payout-verification';
import type { Earnings } from '../api/get-earnings';
import { usePayouts } from '../api/get-payouts';
import { useRequestPayout } from '../api/request-payout';
import { formatDate, payoutStatusText } from '../utils/format';

/** Why the request button is closed, or null when the creator can ask for a payout. */
function closedReason(earnings: Earnings): string | null {
  if (earnings.payout_verification !== 'verified') return null; // the verification text already says why
  if (earnings.available_cents < earnings.minimum_payout_cents) {
    return `Payouts start at ${formatEuro(earnings.minimum_payout_cents)} of available earnings; you have ${formatEuro(earnings.available_cents)}.`;
  }
  return null;
}

interface PayoutFormProps {
  earnings: Earnings;
  userId: string;
  onRequested: (amountCents: number) => void;
}

function PayoutForm({ earnings, userId, onRequested }: PayoutFormProps) {
  const request = useRequestPayout(userId);
  const [amount, setAmount] = useState(centsToInput(earnings.available_cents));
  const [problem, setProblem] = useState<string | null>(null);
  const send = (cents: number) => request.mutate(cents, { onSuccess: (payout) => onRequested(payout.amount_cents) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const cents = parseEuroInput(amount);
    const found = amountProblem(cents, earnings.minimum_payout_cents, earnings.available_cents);
    setProblem(found);
    if (found || cents === null) return;
    send(cents);
  };
  const askedCents = request.variables;

  return (
    <div className="space-y-3">
      <form onSubmit={handleSubmit} aria-label="Request a payout" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <EuroInput
              label="Payout amount (€)"
              value={amount}
              onValueChange={setAmount}
              disabled={request.isPending}
              aria-invalid={problem ? true : undefined}
              hint={`From ${formatEuro(earnings.minimum_payout_cents)} up to ${formatEuro(earnings.available_cents)} available.`}
            />
          </div>
          <Button type="submit" disabled={request.isPending} className="sm:mb-6">
            {request.isPending ? 'Requesting...' : 'Request payout'}
          </Button>
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {request.isError && isMoneyError(request.error, 'VM015') ? (
          <NoDetails />
        ) : request.isError && !needsCode(request.error) ? (
          <Alert tone="error">{request.error.message}</Alert>
        ) : null}
      </form>
      {/* Outside the payout form: the code has a form of its own. */}
      {request.isError && needsCode(request.error) && askedCents !== undefined ? (
        <TwoFactorCodeStep
          purpose="request this payout"
          submitLabel="Verify and request"
          onVerified={() => send(askedCents)}
          onCancel={() => request.reset()}
        />
      ) : null}
    </div>
  );
}

const linkClass = 'font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200';

/** No payout details yet: say so, with the way to add them. */
function NoDetails() {
  return (
    <Alert tone="error">
      Add your payout details (where we send the money) before requesting a payout.{' '}
      <Link to={paths.payoutSettings} className={linkClass}>
        Go to Payout Settings
      </Link>
    </Alert>
  );
}

/** Where payouts go (masked), or the way to say where; the request form needs them. */
function PayoutDestination({ userId, children }: { userId: string; children: ReactNode }) {
  const details = usePayoutDetails(userId);
  if (details.isPending) return <p className="text-sm text-zinc-400">Loading your payout details...</p>;
  if (details.isError) {
    return <QueryError what="your payout details" error={details.error} onRetry={details.refetch} />;
  }
  if (!details.data) return <NoDetails />;
  return (
    <>
      <p className="text-sm text-zinc-300">
        Paid to {details.data.account_holder} ·{' '}
        <span className="tabular-nums">{maskedIban(details.data.iban_last4)}</span>
        {' · '}
        <Link to={paths.payoutSettings} className={linkClass}>
          Change
        </Link>
      </p>
      {children}
    </>
  );
}

function PayoutHistory({ userId }: { userId: string }) {
  const payouts = usePayouts(userId);
  if (payouts.isPending) return <p className="text-sm text-zinc-400">Loading payouts...</p>;
  if (payouts.isError) return <QueryError what="your payouts" error={payouts.error} onRetry={payouts.refetch} />;
  if (payouts.data.length === 0) return <p className="text-sm text-zinc-400">No payouts yet.</p>;
  return (
    <ul aria-label="Payouts" className="divide-y divide-zinc-800 rounded-2xl border border-zinc-800">
      {payouts.data.map((payout) => {
        const status = payoutStatusText[payout.status];
        return (
          <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div>
              <p className="font-semibold text-zinc-100 tabular-nums">{formatEuro(payout.amount_cents)}</p>
              <p className="text-xs text-zinc-400">
                Requested {formatDate(payout.created_at)}
                {payout.operator_note ? ` · ${payout.operator_note}` : ''}
              </p>
            </div>
            <span
              className={cn(
                'rounded-full px-2.5 py-1 text-xs font-medium',
                status.tone === 'good' && 'bg-emerald-500/15 text-emerald-300',
                status.tone === 'bad' && 'bg-red-500/15 text-red-300',
                status.tone === 'neutral' && 'bg-zinc-800 text-zinc-200',
              )}
            >
              {status.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Request a payout (≥ €20, of available funds, verified creators only) and the payouts' statuses. */
export function PayoutSection({ earnings, userId }: { earnings: Earnings; userId: string }) {
  const verification = earnings.payout_verification ?? 'unverified';
  const text = payoutVerificationText[verification];
  const closed = closedReason(earnings);
  const [requested, setRequested] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="payouts-title"
      className="space-y-4 rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4"
    >
      <div>
        <h3 id="payouts-title" className="text-base font-semibold text-white">
          Payouts
        </h3>
        <p
          className={cn(
            'mt-1 text-sm font-medium',
            verification === 'verified' ? 'text-emerald-300' : 'text-amber-200',
          )}
        >
          {text.label}
        </p>
        <p className="text-sm text-zinc-400">{text.detail}</p>
      </div>
      {verification === 'verified' ? (
        closed ? (
          <p className="text-sm text-zinc-300">{closed}</p>
        ) : (
          <PayoutDestination userId={userId}>
            {/* A new amount to start from whenever the available balance changes. */}
            <PayoutForm key={earnings.available_cents} earnings={earnings} userId={userId} onRequested={setRequested} />
          </PayoutDestination>
        )
      ) : null}
      {requested !== null ? (
        <Alert tone="success">
          Payout of {formatEuro(requested)} requested. Our team pays it to your bank account; its status shows below.
        </Alert>
      ) : null}
      <PayoutHistory userId={userId} />
    </section>
  );
}
