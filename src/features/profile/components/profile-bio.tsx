import { useId, useState } from 'react';
import { collapseBio } from '../utils/bio';

/** Spec §2: the bio collapsed to its first line until "show more". */
export function ProfileBio({ bio }: { bio: string | null }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const { firstLine, hasMore } = collapseBio(bio);
  if (!firstLine) return null;
  return (
    <div className="mt-3 text-sm text-zinc-200">
      <p id={id} className="break-words whitespace-pre-line">
        {isExpanded ? bio?.trim() : firstLine}
      </p>
      {hasMore ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((v) => !v)}
          className="mt-1 rounded font-semibold text-brand-400 hover:text-brand-300"
        >
          {isExpanded ? 'show less' : 'show more'}
        </button>
      ) : null}
    </div>
  );
}
