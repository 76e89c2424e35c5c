import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type EuroInputProps = Omit<ComponentProps<typeof Input>, 'onChange' | 'inputMode' | 'autoComplete' | 'type'> & {
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * A euro amount typed by hand (prices, payouts): the decimal keypad, no autofill. What is typed
 * stays text until `parseEuroInput` reads it ("12", "12.5", "12,50", "€ 12.50"), so nothing is
 * rounded behind the person's back.
 */
export function EuroInput({ onValueChange, ...props }: EuroInputProps) {
  return (
    <Input inputMode="decimal" autoComplete="off" onChange={(event) => onValueChange(event.target.value)} {...props} />
  );
}
