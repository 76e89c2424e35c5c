import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  width: 16,
  height: 16,
} as const;

/** Arrow up-right: a call you made. */
export const OutgoingIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M7 17 17 7M9 7h8v8" />
  </svg>
);
/** Arrow down-left: a call you took. */
export const IncomingIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M17 7 7 17M15 17H7V9" />
  </svg>
);
/** A call you did not take. */
export const MissedIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="m4 7 6 6 4-4 6 6" />
    <path d="M15 15h5v-5" />
  </svg>
);
