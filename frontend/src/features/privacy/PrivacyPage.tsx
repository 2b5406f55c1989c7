import { Link } from 'react-router-dom';
import { AI_SHARED_TEXTS } from '@juba/contracts/voice-consent';
import { usePrivacyContact } from './use-privacy-notice.ts';

const KEPT = [
  ['Sua conta', 'nome, sobrenome e e-mail, para você entrar e ser reconhecido.'],
  ['Seu perfil de aprendizagem', 'nível, objetivo, interesses, tempo disponível e estilo, para adaptar as aulas.'],
  ['Seu progresso', 'atividades feitas, pontos, sequência de dias, conquistas e desafios, para mostrar sua evolução e montar o plano do dia.'],
  ['Seus diagnósticos', 'respostas e resultados do diagnóstico de nível e do diagnóstico linguístico, para escolher por onde começar.'],
  ['Sua pronúncia', 'a gravação da sua voz só até ser analisada (segundos); depois, apenas o resultado: nota, texto lido e dicas.'],
  [
    'Seus estudos',
    'dicionário pessoal, padrões de erro e revisões, plano adaptativo e suas atividades, conversas com o tutor, sessões socráticas e apostilas geradas.',
  ],
  ['Seus consentimentos', 'quando você autorizou a gravação da voz e qual versão do aviso leu.'],
] as const;

const RIGHTS = [
  'saber se tratamos seus dados e ter acesso a eles;',
  'corrigir dados incompletos, inexatos ou desatualizados;',
  'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei;',
  'receber seus dados em formato legível (portabilidade);',
  'saber com quem seus dados são compartilhados;',
  'retirar seu consentimento a qualquer momento e pedir a eliminação dos dados tratados com base nele.',
];

/** The privacy notice (LGPD arts. 9 and 18), for anyone: the sign-up form and 'Meus dados' link here. */
export function PrivacyPage() {
  const contact = usePrivacyContact();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 text-stone-700 md:px-6">
      <header>
        <h1 className="text-3xl font-extrabold text-stone-900">Política de Privacidade</h1>
        <p className="mt-2">Como o Juba trata os seus dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
      </header>

      <section aria-labelledby="privacy-operator" className="space-y-2">
        <h2 id="privacy-operator" className="text-xl font-bold text-stone-900">
          Quem cuida dos seus dados
        </h2>
        {contact ? (
          <p>
            {contact.operator}. Para qualquer pedido ou dúvida sobre seus dados, escreva para{' '}
            <a href={`mailto:${contact.contactEmail}`} className="font-semibold text-orange-800 underline">
              {contact.contactEmail}
            </a>
            .
          </p>
        ) : (
          <p role="status">Carregando o contato...</p>
        )}
      </section>

      <section aria-labelledby="privacy-kept" className="space-y-2">
        <h2 id="privacy-kept" className="text-xl font-bold text-stone-900">
          O que guardamos e por quê
        </h2>
        <dl className="space-y-2">
          {KEPT.map(([what, why]) => (
            <div key={what}>
              <dt className="inline font-semibold text-stone-900">{what}: </dt>
              <dd className="inline">{why}</dd>
            </div>
          ))}
        </dl>
        <p>Usamos esses dados apenas para ensinar inglês a você. Não vendemos dados e não mostramos anúncios.</p>
      </section>

      <section aria-labelledby="privacy-time" className="space-y-2">
        <h2 id="privacy-time" className="text-xl font-bold text-stone-900">
          Por quanto tempo
        </h2>
        <p>
          A gravação da sua voz é apagada assim que a análise termina. Atividades, conversas e sessões de pronúncia são apagadas depois do prazo de retenção que
          o administrador define (365 dias, se ele não mudar). Os demais dados ficam guardados enquanto sua conta existir, e são apagados quando você exclui a
          conta.
        </p>
      </section>

      <section aria-labelledby="privacy-shared" className="space-y-2">
        <h2 id="privacy-shared" className="text-xl font-bold text-stone-900">
          Com quem compartilhamos
        </h2>
        <p>Com ninguém. Sua voz é analisada no próprio servidor do Juba e nunca sai dele.</p>
        <p>Se o operador configurar um provedor de inteligência artificial externo, ele recebe apenas:</p>
        <ul className="list-disc space-y-1 pl-5">
          {AI_SHARED_TEXTS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-minors" className="space-y-2">
        <h2 id="privacy-minors" className="text-xl font-bold text-stone-900">
          Crianças e adolescentes
        </h2>
        <p>
          Quem tem menos de 18 anos deve usar o Juba com o conhecimento e o consentimento de um dos pais ou responsável, que pode exercer os direitos abaixo em
          nome do aluno.
        </p>
      </section>

      <section aria-labelledby="privacy-rights" className="space-y-2">
        <h2 id="privacy-rights" className="text-xl font-bold text-stone-900">
          Seus direitos e como usá-los
        </h2>
        <p>Você tem direito a:</p>
        <ul className="list-disc space-y-1 pl-5">
          {RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p>
          Em{' '}
          <Link to="/my-data" className="font-semibold text-orange-800 underline">
            Meus dados
          </Link>{' '}
          (no menu do seu perfil, depois de entrar) você baixa uma cópia de todos os seus dados, vê e retira a autorização de gravação da voz e exclui sua conta
          com todos os dados. Para os demais pedidos, escreva para o contato acima: respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional
          de Proteção de Dados (ANPD).
        </p>
      </section>
    </div>
  );
}
