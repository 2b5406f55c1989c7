import { createElement, type ComponentProps } from 'react';

type CardTag = 'div' | 'section' | 'article' | 'aside' | 'header' | 'nav' | 'li' | 'form' | 'p';

/** p-3 for a bar of controls, p-4 for tiles in a grid, p-5 for list entries, p-6 for a screen's panels (the default), p-8 for a lone message. */
const PADDINGS = { none: '', xs: 'p-3', sm: 'p-4', md: 'p-5', lg: 'p-6', xl: 'p-8' } as const;

/** plain: the amber outline; alert: an error's red one; active: the thicker orange one of the panel being worked on. */
const TONES = { plain: 'ring-1 ring-amber-200', alert: 'ring-1 ring-red-200', active: 'ring-2 ring-orange-300' } as const;

export type CardProps<Tag extends CardTag> = ComponentProps<Tag> & {
  /** The element the card is (a section with its heading, a list item…); a div unless given. */
  as?: Tag;
  padding?: keyof typeof PADDINGS;
  tone?: keyof typeof TONES;
};

/** The white rounded panel the screens are built from; every other prop goes to the element. */
export function Card<Tag extends CardTag = 'div'>({ as, padding = 'lg', tone = 'plain', className = '', ...props }: CardProps<Tag>) {
  return createElement(as ?? 'div', { ...props, className: `rounded-2xl bg-white shadow-sm ${TONES[tone]} ${PADDINGS[padding]} ${className}`.trim() });
}
