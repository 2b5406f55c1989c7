import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SendConversationMessageDocument, StartConversationDocument, type ConversationTheme, type EnglishLevel } from '../../generated/graphql.ts';
import { useReplyDrafts } from '../../lib/chat/use-reply-drafts.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { refusalMessage } from '../../lib/apollo/refusal.ts';
import type { ChatMessage } from './TutorMessage.tsx';
import { finishConversation } from './finish-conversation.ts';

/** Spec part 1 §4 and §9: the typing indicator shows for at least 1 s before the tutor's reply. */
const TUTOR_REPLY_DELAY_MS = 1000;

export type ConversationView = { kind: 'picking' } | { kind: 'starting'; theme: ConversationTheme } | { kind: 'chatting'; theme: ConversationTheme };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One conversation with the tutor at a time: start, send, and finish when the
 * learner asks for a new one, goes to another screen, or closes or reloads
 * the tab (which records the practice time). A reply that arrives after its
 * conversation was left is dropped. While a model writes a reply, its drafts
 * arrive over the tutorReplyDraft subscription and show as `draft` until the
 * finished message replaces them.
 */
export function useTutorConversation() {
  const client = useApolloClient();
  const { toast } = useToast();
  const [view, setView] = useState<ConversationView>({ kind: 'picking' });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [replying, setReplying] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useRef<string | null>(null);
  const mounted = useRef(true);
  const { draft, expect: expectDraft, stop: stopDrafts } = useReplyDrafts(openId);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (open.current) finishConversation(client, open.current);
      open.current = null;
    };
  }, [client]);

  const start = async (theme: ConversationTheme, level: EnglishLevel | undefined) => {
    setView({ kind: 'starting', theme });
    try {
      const { data } = await client.mutate({ mutation: StartConversationDocument, variables: { theme, level } });
      if (!data) throw new Error('startConversation answered no data');
      const { id, messages: greeting } = data.startConversation;
      if (!mounted.current) return finishConversation(client, id);
      open.current = id;
      setOpenId(id);
      setMessages(greeting);
      setView({ kind: 'chatting', theme });
    } catch (error) {
      console.warn('Starting the conversation failed:', error);
      toast({
        title: 'Erro ao iniciar conversa',
        description: refusalMessage(error) ?? 'Não foi possível iniciar a conversa. Tente novamente.',
        variant: 'destructive',
      });
      setView({ kind: 'picking' });
    }
  };

  /** Resolves false when the message was not sent, so the composer can give the text back. */
  const send = async (raw: string): Promise<boolean> => {
    const text = raw.trim();
    const conversationId = open.current;
    if (!text || !conversationId || replying) return false;
    const mine: ChatMessage = { id: `learner-${Date.now()}`, role: 'learner', text, corrections: [], glossary: [] };
    setMessages((current) => [...current, mine]);
    setReplying(true);
    const draftKey = expectDraft();
    try {
      const [{ data }] = await Promise.all([
        client.mutate({ mutation: SendConversationMessageDocument, variables: { conversationId, text, draftKey } }),
        wait(TUTOR_REPLY_DELAY_MS),
      ]);
      if (!data) throw new Error('sendConversationMessage answered no data');
      if (open.current === conversationId) setMessages((current) => [...current, data.sendConversationMessage]);
      return true;
    } catch (error) {
      console.warn('Sending the message failed:', error);
      if (open.current !== conversationId) return true;
      setMessages((current) => current.filter((message) => message !== mine));
      toast({
        title: 'Mensagem não enviada',
        description: refusalMessage(error) ?? 'Não foi possível enviar a mensagem. Tente novamente.',
        variant: 'destructive',
      });
      return false;
    } finally {
      if (open.current === conversationId) {
        stopDrafts();
        setReplying(false);
      }
    }
  };

  /** 'Nova Conversa': finish this one and go back to the themes. */
  const restart = useCallback(() => {
    if (open.current) finishConversation(client, open.current);
    open.current = null;
    stopDrafts();
    setOpenId(null);
    setMessages([]);
    setReplying(false);
    setView({ kind: 'picking' });
  }, [client, stopDrafts]);

  // Closing or reloading the tab unmounts nothing, so the page's own last
  // event finishes the conversation (unload is unreliable on mobile and keeps
  // the page out of the back/forward cache). A page restored from that cache
  // is back at the themes, its conversation being over.
  useEffect(() => {
    const onPageHide = () => {
      if (open.current) restart();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [restart]);

  return { view, messages, replying, draft, start, send, restart };
}
