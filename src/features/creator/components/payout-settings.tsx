import { type FormEvent, useId, useState } from 'react';
import { needsCode, TwoFactorCodeStep } from '@/components/auth/two-factor-code-step';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import {
  type PayoutDetails,
  type PayoutDetailsInput,
  usePayoutDetails,
  useRemovePayoutDetails,
  useSavePayoutDetails,
} from '@/lib/payout-details';
import { cn } from '@/utils/cn';
import { APP_LOCALE, formatDate } from '@/utils/format';
import { formatIban, ibanProblem, maskedIban, normalizeIban, SEPA_IBAN_LENGTHS } from '@/utils/iban';
import { payoutVerificationText } from '@/utils/payout-verification';
import { useCreatorSettings } from '../api/get-creator-settings';
import { countries } from '../utils/creator-rules';
import { CountrySelect } from './country-select';

const cardClass = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4';
/** The SEPA countries by name, for the bank-country list. */
const sepaCountries = countries(APP_LOCALE, Object.keys(SEPA_IBAN_LENGTHS));
const countryName = (code: string) => sepaCountries.find((c) => c.code === code)?.name ?? code;

type Problems = Partial<Record<'accountHolder' | 'country' | 'iban', string>>;

function problemsOf(values: PayoutDetailsInput): Problems {
  const problems: Problems = {};
  const holder = values.accountHolder.trim();
  if (holder.length < 2 || holder.length > 100) problems.accountHolder = 'Enter the name on the bank account.';
  if (!values.country) problems.country = 'Choose the country of your bank account.';
  else {
    const iban = ibanProblem(values.iban, values.country);
    if (iban) problems.iban = iban;
  }
  return problems;
}

const problemHint = (text: string | undefined, otherwise: string) =>
  text ? <span className="text-red-300">{text}</span> : otherwise;

/** Enter or change where payouts go; on VM014 the code step, then the same save again. */
function DetailsForm({
  userId,
  saved,
  onSaved,
  onCancel,
}: {
  userId: string;
  saved: PayoutDetails | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSavePayoutDetails(userId);
  const [values, setValues] = useState<PayoutDetailsInput>({
    accountHolder: saved?.account_holder ?? '',
    country: saved?.country ?? '',
    iban: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: keyof PayoutDetailsInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const send = (input: PayoutDetailsInput) => save.mutate(input, { onSuccess: onSaved });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = problemsOf(values);
    setProblems(found);
    const first = (['accountHolder', 'country', 'iban'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send({ ...values, iban: normalizeIban(values.iban) });
  };
  const length = SEPA_IBAN_LENGTHS[values.country];

  return (
    <div className="space-y-4">
      <form
        onSubmit={handleSubmit}
        aria-label={saved ? 'Change payout details' : 'Add payout details'}
        className={cn(cardClass, 'space-y-5')}
        noValidate
      >
        <Input
          label="Account holder"
          name="accountHolder"
          autoComplete="name"
          value={values.accountHolder}
          onChange={(e) => set('accountHolder', e.target.value)}
          aria-invalid={problems.accountHolder ? true : undefined}
          hint={problemHint(problems.accountHolder, 'Your name as it appears on the bank account.')}
        />
        <Field
          label="Bank country"
          hint={problemHint(problems.country, 'We pay by SEPA bank transfer in euros, to banks in these countries.')}
        >
          {(id, hintId) => (
            <CountrySelect
              id={id}
              hintId={hintId}
              countries={sepaCountries}
              value={values.country}
              onChange={(code) => set('country', code)}
              invalid={Boolean(problems.country)}
            />
          )}
        </Field>
        <Input
          label="IBAN"
          name="iban"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.iban}
          onChange={(e) => set('iban', e.target.value)}
          onBlur={() => values.iban && set('iban', formatIban(values.iban))}
          aria-invalid={problems.iban ? true : undefined}
          className="font-mono tracking-wide"
          hint={problemHint(
            problems.iban,
            length
              ? `${length} characters, starting with ${values.country}. Spaces are fine.`
              : saved
                ? `Enter the whole IBAN again to change it (the saved one ends in ${saved.iban_last4}).`
                : 'From your bank statement or banking app.',
          )}
        />
        {save.isError && !needsCode(save.error) ? <Alert tone="error">{save.error.message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save payout details'}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      {/* Outside the details form: the code has a form of its own. */}
      {save.isError && needsCode(save.error) ? (
        <TwoFactorCodeStep
          purpose="save your payout details"
          submitLabel="Verify and save"
          onVerified={() => send(save.variables)}
          onCancel={() => save.reset()}
        />
      ) : null}
    </div>
  );
}

/** The saved details, masked; change or remove them (removing asks twice, and for the code when needed). */
function SavedDetails({ userId, details, onChange }: { userId: string; details: PayoutDetails; onChange: () => void }) {
  const remove = useRemovePayoutDetails(userId);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <div className="space-y-4">
      <section aria-labelledby={headingId} className={cardClass}>
        <h2 id={headingId} className="text-sm font-semibold text-white">
          Where payouts go
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-zinc-400">Account holder</dt>
          <dd className="text-zinc-100">{details.account_holder}</dd>
          <dt className="text-zinc-400">Bank country</dt>
          <dd className="text-zinc-100">{countryName(details.country)}</dd>
          <dt className="text-zinc-400">IBAN</dt>
          <dd className="font-mono text-zinc-100 tabular-nums">{maskedIban(details.iban_last4)}</dd>
        </dl>
        <p className="mt-3 text-xs text-zinc-400">Saved {formatDate(details.updated_at)}</p>
      </section>
      {remove.isError && !needsCode(remove.error) ? <Alert tone="error">{remove.error.message}</Alert> : null}
      {confirming ? (
        <p className="text-sm text-zinc-300">
          Remove these details? You cannot request a payout until you add new ones.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onChange} disabled={remove.isPending}>
          Change
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => (confirming ? remove.mutate() : setConfirming(true))}
        >
          {remove.isPending ? 'Removing...' : confirming ? 'Confirm: remove' : 'Remove'}
        </Button>
        {confirming ? (
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            Keep them
          </Button>
        ) : null}
      </div>
      {remove.isError && needsCode(remove.error) ? (
        <TwoFactorCodeStep
          purpose="remove your payout details"
          submitLabel="Verify and remove"
          onVerified={() => remove.mutate()}
          onCancel={() => remove.reset()}
        />
      ) : null}
    </div>
  );
}

/**
 * Settings › Payout Settings (issue 19 §4): where a creator's payouts go — account holder, bank country and
 * IBAN, checked here and in the database. Saved details show masked ("•••• 1234"); changing or removing them
 * asks for the authenticator code when the account has two-factor authentication (the database says so, VM014).
 */
export function PayoutSettings() {
  const user = useUser();
  const creator = useCreatorSettings(user.id);
  const details = usePayoutDetails(user.id);
  const [editing, setEditing] = useState(false);
  const [savedNow, setSavedNow] = useState(false);

  if (creator.isPending || (creator.data && details.isPending)) {
    return (
      <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading payout settings">
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-56 w-full rounded-2xl" />
      </div>
    );
  }
  if (creator.isError) {
    return <QueryError what="your payout settings" error={creator.error} onRetry={creator.refetch} />;
  }
  if (!creator.data) {
    return (
      <div className="space-y-4 p-4">
        <section aria-labelledby="payouts-for-creators" className={cardClass}>
          <h2 id="payouts-for-creators" className="text-sm font-semibold text-white">
            Payouts are for creators
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            Creators earn from subscriptions, unlocks, paid messages and tips, and we pay their earnings to their bank
            account. Become a creator to set where your payouts go.
          </p>
        </section>
        <ButtonLink to={paths.becomeCreator}>Become a Creator</ButtonLink>
      </div>
    );
  }
  if (details.isError) {
    return <QueryError what="your payout details" error={details.error} onRetry={details.refetch} />;
  }

  const verification = payoutVerificationText[creator.data.payout_verification];
  const saved = details.data ?? null;
  return (
    <div className="space-y-4 p-4">
      <p className="text-sm text-zinc-400">
        Payouts go by SEPA bank transfer in euros to this account.{' '}
        <span className={creator.data.payout_verification === 'verified' ? 'text-emerald-300' : 'text-amber-200'}>
          {verification.label}.
        </span>
      </p>
      {savedNow && saved && !editing ? <Alert tone="success">Payout details saved.</Alert> : null}
      {saved && !editing ? (
        <SavedDetails
          userId={user.id}
          details={saved}
          onChange={() => {
            setSavedNow(false);
            setEditing(true);
          }}
        />
      ) : (
        <DetailsForm
          userId={user.id}
          saved={saved}
          onSaved={() => {
            setEditing(false);
            setSavedNow(true);
          }}
          onCancel={saved ? () => setEditing(false) : undefined}
        />
      )}
      {saved ? null : (
        <p className="text-xs text-zinc-400">
          Only you see these details, and only the last four characters of the IBAN after saving.
        </p>
      )}
    </div>
  );
}
