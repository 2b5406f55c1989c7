import type { ComponentProps } from 'react';

/**
 * The app's one button look. primary: the orange call to action; secondary:
 * white with the amber border; ghost: text only; danger: red, for what cannot
 * be undone; success: green, for an action that marks something done. Colours
 * come from index.css, where each pair meets AA with white.
 */
const VARIANTS = {
  primary: 'bg-orange-600 text-white hover:bg-orange-700',
  secondary: 'border border-amber-300 bg-white text-stone-700 hover:bg-amber-50',
  ghost: 'text-orange-700 hover:bg-amber-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  success: 'bg-green-700 text-white hover:bg-green-800',
} as const;

/** sm: inside a row of text (Ouvir, Voltar); md: the default; lg: a form's or a step's main action; hero: a screen's one start button. */
const SIZES = {
  sm: 'rounded-lg px-3 py-1.5 text-sm font-medium',
  md: 'rounded-lg px-4 py-2 font-semibold',
  lg: 'rounded-lg px-5 py-2.5 font-semibold',
  hero: 'rounded-xl px-6 py-3 font-bold shadow',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for an element that must look like one without being a <button> (a router Link). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return `inline-flex items-center justify-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]} ${className}`.trim();
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While an action runs: the button is disabled, says it is busy, and shows a spinner beside its unchanged label. */
  loading?: boolean;
};

/** A native button (type="button" unless given) in the app's look; every other prop, the ref included, goes to the element. */
export function Button({ variant, size, loading = false, disabled, className, type = 'button', children, ...props }: ButtonProps) {
  return (
    <button aria-busy={loading || undefined} {...props} type={type} disabled={disabled || loading} className={buttonClass({ variant, size, className })}>
      {loading && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}
