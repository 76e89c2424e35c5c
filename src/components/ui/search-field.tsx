import { useId } from 'react';
import { cn } from '@/utils/cn';
import { SearchIcon } from './icons';
import { fieldClass } from './input';

interface SearchFieldProps {
  /** Names the field for screen readers ("Search creators"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** A screen's search box: a search landmark with a rounded field; typing filters, Enter does nothing else. */
export function SearchField({ label, placeholder, value, onChange, maxLength }: SearchFieldProps) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="px-4 py-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={maxLength}
          className={cn(fieldClass, 'rounded-full pl-11')}
        />
      </div>
    </form>
  );
}
