// The focus ring comes from the global `:focus-visible` rule in src/index.css.
// brand-400 on zinc-950 is about 7:1, above WCAG AA for body text.
export const linkClass = 'rounded-sm text-brand-400 underline underline-offset-2 hover:text-brand-300';

// Content files hold plain markup; these descendant selectors style it so the data
// stays free of presentation.
export const proseClass = [
  'space-y-4 leading-7',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:marker:text-muted',
  '[&_strong]:font-semibold [&_strong]:text-zinc-100',
  '[&_a]:rounded-sm [&_a]:text-brand-400 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-300',
].join(' ');
