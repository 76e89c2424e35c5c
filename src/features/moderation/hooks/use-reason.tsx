import { useState } from 'react';
import { Textarea } from '@/components/ui/input';

/** The reason every moderator action needs: its text, and whether an action was tried without one. */
export function useReason() {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    text,
    /** True when there is a reason; otherwise says so under the field. */
    check: () => {
      if (text.trim()) return true;
      setMissing(true);
      return false;
    },
    field: (label: string) => (
      <Textarea
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
        className="min-h-16"
        hint={missing ? 'Write why before you act.' : undefined}
      />
    ),
  };
}
