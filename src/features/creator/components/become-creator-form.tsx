import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EuroInput } from '@/components/money/euro-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Input, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { amountProblem, centsToInput, formatEuro, parseEuroInput } from '@/utils/money';
import { useBecomeCreator } from '../api/become-creator';
import {
  countries,
  isAdult,
  latestAdultBirthDate,
  MONTHLY_PRICE_MAX_CENTS,
  MONTHLY_PRICE_MIN_CENTS,
  PITCH_MAX_LENGTH,
} from '../utils/creator-rules';
import { CountrySelect } from './country-select';

type FieldName = 'price' | 'pitch' | 'dateOfBirth' | 'country' | 'terms';
type Problems = Partial<Record<FieldName, string>>;

const DEFAULT_PRICE_CENTS = 999;

interface Values {
  price: string;
  pitch: string;
  dateOfBirth: string;
  country: string;
  acceptTerms: boolean;
}

function validate(values: Values): Problems {
  const problems: Problems = {};
  const price = amountProblem(parseEuroInput(values.price), MONTHLY_PRICE_MIN_CENTS, MONTHLY_PRICE_MAX_CENTS);
  if (price) problems.price = price;
  const pitch = values.pitch.trim();
  if (!pitch) problems.pitch = 'Write a short pitch for your fans.';
  else if (pitch.length > PITCH_MAX_LENGTH)
    problems.pitch = `Your pitch can be at most ${PITCH_MAX_LENGTH} characters.`;
  if (!values.dateOfBirth) problems.dateOfBirth = 'Enter your date of birth.';
  else if (!isAdult(values.dateOfBirth))
    problems.dateOfBirth = 'You must be at least 18 years old to become a creator.';
  if (!values.country) problems.country = 'Choose your country.';
  if (!values.acceptTerms) problems.terms = 'Please accept the creator terms to continue.';
  return problems;
}

/** Issue 13 §1: price, pitch, date of birth (18+), country and the creator terms → `become_creator`. */
export function BecomeCreatorForm() {
  const become = useBecomeCreator();
  const ids = useId();
  const countryList = useMemo(() => countries(), []);
  const [values, setValues] = useState<Values>({
    price: centsToInput(DEFAULT_PRICE_CENTS),
    pitch: '',
    dateOfBirth: '',
    country: '',
    acceptTerms: false,
  });
  const [problems, setProblems] = useState<Problems>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // An edited field's old problem goes; the next submit checks everything again.
    const field: FieldName = key === 'acceptTerms' ? 'terms' : key;
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (become.isPending) return;
    const found = validate(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    become.mutate({
      monthlyPriceCents: parseEuroInput(values.price) ?? 0,
      pitch: values.pitch,
      dateOfBirth: values.dateOfBirth,
      country: values.country,
      acceptTerms: values.acceptTerms,
    });
  };

  const priceCents = parseEuroInput(values.price);
  const pitchLength = values.pitch.trim().length;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Become a creator" className="space-y-5">
      <fieldset disabled={become.isPending} className="space-y-5">
        <EuroInput
          label="Monthly subscription price (€)"
          name="price"
          data-field="price"
          value={values.price}
          onValueChange={(text) => set('price', text)}
          aria-invalid={problems.price ? true : undefined}
          hint={
            problems.price ? (
              <span className="text-red-300">{problems.price}</span>
            ) : (
              `Between ${formatEuro(MONTHLY_PRICE_MIN_CENTS)} and ${formatEuro(MONTHLY_PRICE_MAX_CENTS)}. ` +
              (priceCents ? `Fans pay ${formatEuro(priceCents)} a month; you keep 80%.` : 'You keep 80%.')
            )
          }
        />
        <Textarea
          label="Short pitch"
          name="pitch"
          data-field="pitch"
          placeholder="What will subscribers get?"
          value={values.pitch}
          onChange={(e) => set('pitch', e.target.value)}
          aria-invalid={problems.pitch ? true : undefined}
          className="min-h-24"
          hint={
            problems.pitch ? (
              <span className="text-red-300">{problems.pitch}</span>
            ) : (
              <span className={pitchLength > PITCH_MAX_LENGTH ? 'text-red-300' : undefined}>
                {pitchLength}/{PITCH_MAX_LENGTH}
              </span>
            )
          }
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Date of birth"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            data-field="dateOfBirth"
            max={latestAdultBirthDate()}
            value={values.dateOfBirth}
            onChange={(e) => set('dateOfBirth', e.target.value)}
            aria-invalid={problems.dateOfBirth ? true : undefined}
            hint={
              problems.dateOfBirth ? (
                <span className="text-red-300">{problems.dateOfBirth}</span>
              ) : (
                'You must be 18 or older.'
              )
            }
          />
          <Field
            label="Country"
            hint={problems.country ? <span className="text-red-300">{problems.country}</span> : 'Where you pay taxes.'}
          >
            {(id, hintId) => (
              <CountrySelect
                id={id}
                hintId={hintId}
                countries={countryList}
                value={values.country}
                onChange={(code) => set('country', code)}
                invalid={Boolean(problems.country)}
                autoComplete="country"
              />
            )}
          </Field>
        </div>
        <div className="space-y-1.5">
          <Checkbox
            checked={values.acceptTerms}
            data-field="terms"
            aria-describedby={problems.terms ? `${ids}-terms` : undefined}
            onChange={(e) => set('acceptTerms', e.target.checked)}
          >
            I accept the creator terms: I own the rights to what I publish, Velvet keeps a 20% platform fee, earnings
            are held for 7 days, and payouts need a verified identity (
            <Link to={paths.terms} className="text-brand-300 underline underline-offset-2 hover:text-brand-200">
              Terms of Service
            </Link>
            ).
          </Checkbox>
          {problems.terms ? (
            <p id={`${ids}-terms`} className="pl-7 text-xs text-red-300">
              {problems.terms}
            </p>
          ) : null}
        </div>
      </fieldset>
      {become.isError ? <Alert tone="error">{become.error.message}</Alert> : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={become.isPending}>
        {become.isPending ? 'Becoming a creator...' : 'Become a creator'}
      </Button>
    </form>
  );
}
