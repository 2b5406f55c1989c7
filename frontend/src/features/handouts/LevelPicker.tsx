import type { HandoutLevel } from '../../generated/graphql.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { HANDOUT_LEVELS } from './levels.ts';

export function LevelPicker({ onPick, disabled }: { onPick: (level: HandoutLevel) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="handout-levels-title">
      <h2 id="handout-levels-title" className="text-xl font-semibold text-stone-800">
        Escolha o nível da sua apostila
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {HANDOUT_LEVELS.map((option) => (
          <Card key={option.level} as="li" className="flex flex-col">
            <h3 className="text-lg font-bold text-orange-700">{option.title}</h3>
            <p className="mt-2 flex-1 text-sm text-stone-600">{option.description}</p>
            <Button className="mt-4" disabled={disabled} aria-label={`Gerar Apostila: ${option.title}`} onClick={() => onPick(option.level)}>
              Gerar Apostila
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}
