import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { EraseAccountDocument } from '../../generated/graphql.ts';
import { refusalMessage } from '../../lib/apollo/refusal.ts';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';

/** Long enough to read that the account is gone before the sign-out takes the page. */
export const SIGN_OUT_AFTER_ERASURE_MS = 1500;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'Excluir minha conta': the learner types their e-mail, then every service deletes their data and they are signed out. */
export function EraseSection({ email }: { email: string }) {
  const { toast } = useToast();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [erase, { loading, called, error }] = useMutation(EraseAccountDocument);
  const erased = called && !loading && !error;

  const confirm = async () => {
    try {
      await erase({ variables: { email: typed } });
      toast({ title: 'Conta excluída', description: 'Seus dados estão sendo apagados de todas as partes do Juba. Até logo!' });
      setTimeout(() => navigateBrowser('/api/logout'), SIGN_OUT_AFTER_ERASURE_MS);
    } catch (err) {
      toast({ title: 'Erro', description: refusalMessage(err) ?? 'Não foi possível excluir sua conta. Tente novamente.', variant: 'destructive' });
    }
  };

  return (
    <Card as="section" tone="alert" className="space-y-3" aria-labelledby="my-data-erase">
      <h2 id="my-data-erase" className="text-lg font-bold text-stone-900">
        Excluir minha conta
      </h2>
      <p className="text-sm text-stone-700">
        Apaga sua conta e todos os seus dados em todas as partes do Juba: perfil, progresso, diagnósticos, pronúncia, dicionário, erros e revisões, plano,
        conversas, sessões socráticas e apostilas. Não dá para desfazer. Se quiser uma cópia, baixe seus dados antes.
      </p>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-700">
        Para confirmar, digite seu e-mail ({email})
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        disabled={loading || erased}
        className="w-full rounded-lg border border-stone-300 p-2 text-stone-900 focus:outline-2 focus:outline-red-700"
      />
      <Button variant="danger" onClick={() => void confirm()} disabled={!same(typed, email) || loading || erased}>
        {loading ? 'Excluindo...' : 'Excluir minha conta'}
      </Button>
    </Card>
  );
}
