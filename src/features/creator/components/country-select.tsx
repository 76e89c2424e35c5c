import { fieldClass } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import type { Country } from '../utils/creator-rules';

interface CountrySelectProps {
  /** The id and hint id `Field` hands its control. */
  id: string;
  hintId: string | undefined;
  countries: readonly Country[];
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  autoComplete?: string;
}

/** A country picker for a `Field`: "Choose a country", then the countries by name (`data-field` for focus on a problem). */
export function CountrySelect({ id, hintId, countries, value, onChange, invalid, autoComplete }: CountrySelectProps) {
  return (
    <select
      id={id}
      name="country"
      data-field="country"
      autoComplete={autoComplete}
      aria-describedby={hintId}
      aria-invalid={invalid ? true : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={cn(fieldClass, 'read-only:text-zinc-100')}
    >
      <option value="">Choose a country</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
