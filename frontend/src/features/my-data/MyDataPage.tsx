import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { RevokeVoiceConsentDocument, VoiceConsentDocument } from '../../generated/graphql.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { VoiceConsentNotice } from '../../lib/voice-consent/VoiceConsentNotice.tsx';
import { useAuth } from '../../lib/current-user.ts';
import { EraseSection } from './EraseSection.tsx';
import { ExportSection } from './ExportSection.tsx';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/** 'Meus dados' (LGPD art. 18): a copy of the learner's data, what they consented to and how to withdraw it, and erasing the account. */
export function MyDataPage() {
  const auth = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:px-6">
      <ModuleHeader title="Meus dados" />
      <div className="space-y-6">
        <ExportSection />
        <VoiceConsentSection />
        <Card as="section" className="space-y-2" aria-labelledby="my-data-rights">
          <h2 id="my-data-rights" className="text-lg font-bold text-stone-900">
            Seus direitos
          </h2>
          <p className="text-sm text-stone-700">
            O que o Juba guarda, por quanto tempo e como pedir uma cópia ou a exclusão dos seus dados está na{' '}
            <Link to="/privacy" className="font-semibold text-orange-800 underline">
              Política de Privacidade
            </Link>
            .
          </p>
        </Card>
        {auth.user?.email && <EraseSection email={auth.user.email} />}
      </div>
    </div>
  );
}

function VoiceConsentSection() {
  const { toast } = useToast();
  const consent = useQuery(VoiceConsentDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useMutation(RevokeVoiceConsentDocument, { refetchQueries: [VoiceConsentDocument], awaitRefetchQueries: true });
  const current = consent.data?.voiceConsent ?? null;

  const withdraw = async () => {
    try {
      const { data } = await revoke();
      const deleted = data?.revokeVoiceConsent ?? 0;
      toast({
        title: 'Autorização retirada',
        description:
          deleted === 0
            ? 'Nenhuma gravação aguardava análise.'
            : `${deleted} ${deleted === 1 ? 'gravação ainda não analisada foi apagada' : 'gravações ainda não analisadas foram apagadas'}.`,
      });
    } catch (error) {
      console.warn('The voice consent could not be withdrawn:', error);
      toast({ title: 'Erro', description: 'Não foi possível retirar a autorização. Tente novamente.', variant: 'destructive' });
    }
  };

  return (
    <Card as="section" className="space-y-3" aria-labelledby="my-data-voice">
      <h2 id="my-data-voice" className="text-lg font-bold text-stone-900">
        Gravações de voz
      </h2>
      {consent.loading && !consent.data ? (
        <p role="status">Carregando...</p>
      ) : consent.error && !consent.data ? (
        <p role="alert" className="text-red-700">
          Não foi possível ler sua autorização. Recarregue a página.
        </p>
      ) : current?.active ? (
        <>
          <p>Você autorizou a gravação da sua voz em {when(current.grantedAt)}.</p>
          <Button variant="danger" onClick={() => void withdraw()} disabled={revoking}>
            {revoking ? 'Retirando...' : 'Retirar autorização'}
          </Button>
          <p className="text-sm text-stone-600">
            Ao retirar, as gravações que ainda não foram analisadas são apagadas na hora; seus resultados continuam guardados.
          </p>
        </>
      ) : (
        <p>
          {current?.revokedAt ? `Você retirou a autorização em ${when(current.revokedAt)}. ` : 'Você ainda não autorizou a gravação da sua voz. '}O aviso
          aparece na próxima gravação em Fonética Avançada ou no Laboratório de Fonética.
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-orange-800">Ler o aviso sobre a gravação da voz</summary>
        <div className="mt-3">
          <VoiceConsentNotice />
        </div>
      </details>
    </Card>
  );
}
