import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  DataExportDocument,
  DataExportFileDocument,
  DataExportJobUpdatesDocument,
  LatestDataExportDocument,
  RequestDataExportDocument,
  type DataExportFieldsFragment,
} from '../../generated/graphql.ts';
import { refusalMessage } from '../../lib/apollo/refusal.ts';
import { useJob } from '../../lib/jobs/use-job.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });
const FAILED = { title: 'Erro', description: 'Não foi possível reunir seus dados. Tente novamente.', variant: 'destructive' } as const;

/** 'Baixar meus dados': starts the export job, follows it, and saves its file while it lasts. */
export function ExportSection() {
  const { toast } = useToast();
  const latest = useQuery(LatestDataExportDocument, { fetchPolicy: 'cache-and-network' });
  const [started, setStarted] = useState<DataExportFieldsFragment | null>(null);
  const [request, { loading: requesting }] = useMutation(RequestDataExportDocument);
  const current = started ?? latest.data?.latestDataExport ?? null;

  const start = async () => {
    try {
      const { data } = await request();
      if (data) setStarted(data.requestDataExport);
    } catch (error) {
      toast({ ...FAILED, description: refusalMessage(error) ?? FAILED.description });
    }
  };

  return (
    <Card as="section" className="space-y-3" aria-labelledby="my-data-export">
      <h2 id="my-data-export" className="text-lg font-bold text-stone-900">
        Baixar meus dados
      </h2>
      <p className="text-sm text-stone-700">
        Um arquivo JSON com tudo o que o Juba guarda sobre você, de todas as partes do app; a seção README explica cada parte. Ele fica disponível por 7 dias e
        depois é apagado.
      </p>
      {current && (current.status === 'PENDING' || current.status === 'RUNNING') ? (
        <ExportProgress
          key={current.id}
          job={current}
          onDone={(job) => setStarted(job)}
          onFailed={() => {
            setStarted(null);
            void latest.refetch();
            toast(FAILED);
          }}
        />
      ) : current?.status === 'COMPLETED' && current.expiresAt ? (
        <ReadyFile exportId={current.id} expiresAt={current.expiresAt} onAgain={() => void start()} requesting={requesting} />
      ) : (
        <Button onClick={() => void start()} disabled={requesting}>
          {requesting ? 'Pedindo...' : 'Baixar meus dados'}
        </Button>
      )}
    </Card>
  );
}

function ExportProgress({ job, onDone, onFailed }: { job: DataExportFieldsFragment; onDone(job: DataExportFieldsFragment): void; onFailed(): void }) {
  const client = useApolloClient();
  const { progress, message } = useJob({
    started: job,
    updates: DataExportJobUpdatesDocument,
    read: async (id) => (await client.query({ query: DataExportDocument, variables: { id }, fetchPolicy: 'network-only' })).data?.dataExport ?? null,
    onCompleted: (done) => (done.status === 'COMPLETED' ? onDone(done) : onFailed()),
    onFailed,
  });
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="space-y-2">
      <ProgressBar percent={percent} label="Progresso da exportação" className="h-2" />
      <p aria-live="polite" className="text-sm text-stone-600">
        {percent}%{message ? ` · ${message}` : ''}
      </p>
    </div>
  );
}

function ReadyFile({ exportId, expiresAt, onAgain, requesting }: { exportId: string; expiresAt: string; onAgain(): void; requesting: boolean }) {
  const client = useApolloClient();
  const { toast } = useToast();
  const save = async () => {
    try {
      const { data } = await client.query({ query: DataExportFileDocument, variables: { id: exportId }, fetchPolicy: 'network-only' });
      if (!data?.dataExportFile) throw new Error('the export has no file');
      const url = URL.createObjectURL(new Blob([data.dataExportFile], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `juba-meus-dados-${exportId.slice(0, 8)}.json` });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      console.warn('The export file could not be downloaded:', error);
      toast({ title: 'Erro', description: 'Não foi possível baixar o arquivo. Tente novamente.', variant: 'destructive' });
    }
  };
  return (
    <div className="space-y-2">
      <p role="status">Seu arquivo está pronto. Ele pode ser baixado até {day.format(new Date(expiresAt))}.</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void save()}>Baixar arquivo</Button>
        <Button variant="secondary" onClick={onAgain} disabled={requesting}>
          Gerar de novo
        </Button>
      </div>
    </div>
  );
}
