import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  onFile: (file: File) => void;
  /** Tests choose files through it (the visible control is a button). */
  testId: string;
}

/**
 * The file chooser behind a visible button. Only the first file counts (spec §5), and the input is
 * emptied after each choice so choosing the same file again fires again.
 */
export function HiddenFileInput({ ref, accept, onFile, testId }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
