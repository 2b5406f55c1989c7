import { CONVERSATION_THEMES, CONVERSATION_THEME_LABELS } from '@juba/contracts/conversation';
import type { ConversationTheme } from '../../generated/graphql.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';

/**
 * Spec part 1 §2: the six conversation themes, one to choose before the chat.
 * Starting waits while `busy` (what the conversation starts with is still
 * being read).
 */
export function ThemePicker({
  selected,
  busy,
  onSelect,
  onStart,
}: {
  selected: ConversationTheme | null;
  busy: boolean;
  onSelect: (theme: ConversationTheme) => void;
  onStart: () => void;
}) {
  return (
    <Card
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <fieldset>
        <legend className="text-xl font-bold text-stone-900">Escolha um tema</legend>
        <p className="mt-1 text-sm text-stone-600">O tutor conversa com você em inglês sobre o tema e corrige seus erros com gentileza.</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {CONVERSATION_THEMES.map((theme) => (
            <label
              key={theme}
              className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-amber-200 p-4 font-semibold text-stone-800 hover:bg-amber-50 has-checked:border-orange-500 has-checked:bg-orange-50 has-focus-visible:ring-2 has-focus-visible:ring-orange-400"
            >
              <input
                type="radio"
                name="conversation-theme"
                value={theme}
                checked={selected === theme}
                onChange={() => onSelect(theme)}
                className="accent-orange-600"
              />
              {CONVERSATION_THEME_LABELS[theme]}
            </label>
          ))}
        </div>
        <Button size="hero" className="mt-6" type="submit" loading={busy}>
          Iniciar Conversa
        </Button>
      </fieldset>
    </Card>
  );
}
