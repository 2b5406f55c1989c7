import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-band.ts';

describe('scoreBand', () => {
  it('is Excelente from 90, Bom from 70 to 89, Precisa Melhorar below 70', () => {
    expect([100, 90, 89, 70, 69, 0].map((s) => scoreBand(s).label)).toEqual(['Excelente', 'Excelente', 'Bom', 'Bom', 'Precisa Melhorar', 'Precisa Melhorar']);
  });
});
