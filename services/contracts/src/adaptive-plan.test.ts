import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ROUTE, PLAN_FOCUS_AREAS, PLAN_FOCUS_AREA_LABELS, learningPathRoute } from './adaptive-plan.ts';

describe("'Iniciar Trilha de Aprendizagem' (spec part 2 §7)", () => {
  it.each([
    ['conversacao', '/conversation'],
    ['gramatica', '/socratic'],
    ['vocabulario', '/dictionary'],
    ['pronuncia', '/phonetics'],
    ['escuta', '/conversation'],
    ['leitura', '/material-didatico'],
    ['escrita', '/socratic'],
    ['negocios', '/challenges'],
    ['cultura', '/conversation'],
  ])('goes from %s first to %s', (area, route) => {
    expect(learningPathRoute([area, 'negocios'])).toBe(route);
  });

  it('goes to /conversation for anything else', () => {
    expect(learningPathRoute([])).toBe(DEFAULT_PLAN_ROUTE);
    expect(learningPathRoute(['astronomia', 'negocios'])).toBe('/conversation');
    expect(learningPathRoute(['__proto__'])).toBe('/conversation');
    expect(learningPathRoute(['toString'])).toBe('/conversation');
  });

  it('names all nine areas, cultura shown as Cultura', () => {
    expect(PLAN_FOCUS_AREAS).toHaveLength(9);
    expect(PLAN_FOCUS_AREA_LABELS.cultura).toBe('Cultura');
  });
});
