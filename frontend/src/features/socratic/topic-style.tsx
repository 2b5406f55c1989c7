import type { SocraticColour, SocraticIcon } from '@juba/contracts/socratic';

/** Literal classes per colour, so Tailwind keeps them; text one step darker than the palette's 600 to meet AA on the light tint. */
export const COLOUR_CLASSES: Record<SocraticColour, string> = {
  sky: 'bg-sky-100 text-sky-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  orange: 'bg-orange-100 text-orange-800',
  teal: 'bg-teal-100 text-teal-800',
  pink: 'bg-pink-100 text-pink-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  blue: 'bg-blue-100 text-blue-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  cyan: 'bg-cyan-100 text-cyan-800',
  lime: 'bg-lime-100 text-lime-800',
};

/** Line drawings on a 24-unit grid: no icon font is assumed on the learner's machine. */
const PATHS: Record<SocraticIcon, string> = {
  waves: 'M2 9c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 15c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 3.5 2.5-1.3 4h-4.4l-1.3-4L12 8Zm0-5v5m3.5 2.5 5-1.5m-6.3 5.5 3 4m-7.4-4-3 4M8.5 10.5 3.5 9',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  feather: 'M20 4C12 4 6 10 6 18l-2 2m2-2h6c4 0 8-6 8-14ZM6 18 16 8',
  car: 'M3 16v-4l2-5h14l2 5v4H3Zm0 0v2h3v-2m12 0v2h3v-2M7 13h.01M17 13h.01',
  skateboard: 'M3 12c0 1 1 2 2 2h14c1 0 2-1 2-2M7 17a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  plane: 'M21 16v-2l-8-5V4a1.5 1.5 0 0 0-3 0v5l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z',
  rocket: 'M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10Zm0 8h.01M9 16l-3 4m9-4 3 4',
  brain: 'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 0V4a3 3 0 0 0-3 0Zm6 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 0',
  chip: 'M7 7h10v10H7V7Zm3 3h4v4h-4v-4ZM9 3v4m6-4v4M9 17v4m6-4v4M3 9h4m-4 6h4m10-6h4m-4 6h4',
  bridge: 'M2 18h20M4 18V8m16 10V8M4 8c3 5 13 5 16 0M8 18v-5m4 5v-4m4 4v-5',
  book: 'M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1V5Zm8 1v14',
  cap: 'M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5M22 9v6',
  bowl: 'M3 11h18a9 9 0 0 1-18 0Zm5-4c0-2 2-2 2-4m4 4c0-2 2-2 2-4',
};

export function TopicIcon({ icon, className }: { icon: SocraticIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
