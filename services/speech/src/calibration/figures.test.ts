import { describe, expect, it } from 'vitest';
import { describeLeftOut, leftOutFigures } from './figures.ts';

const told = (refused: boolean, named: boolean, marked: boolean, incomplete?: boolean) => ({ refused, named, marked, incomplete });

describe('leftOutFigures', () => {
  it('counts refusals among all the readings and what the others were told among those not refused', () => {
    const figures = leftOutFigures([
      told(true, false, false),
      told(false, true, false),
      told(false, true, false),
      told(false, false, true),
      told(false, false, false),
    ]);
    expect(figures).toEqual({ readings: 5, refused: 0.2, named: 0.5, marked: 0.25 });
    expect(describeLeftOut('content', figures)).toBe(
      'a content word added to a train text and never said, out of fold (5 readings): refused as another text 20.0%; of the others, named as left out 50.0%, marked otherwise 25.0%',
    );
  });

  it('gives completeness below 100 only where every reading says it, as the whole scorer does', () => {
    expect(leftOutFigures([told(false, true, false, true), told(false, false, false, false)]).incomplete).toBe(0.5);
    expect(leftOutFigures([told(false, true, false, true), told(false, false, false)])).not.toHaveProperty('incomplete');
  });
});
