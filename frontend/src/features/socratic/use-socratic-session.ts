import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { SOCRATIC_GREETING, SOCRATIC_REPLY_DELAY_MS, offlineSocraticQuestion, withTopic, type SocraticTopic } from '@juba/contracts/socratic';
import { LearningProfileDocument, SendSocraticMessageDocument, SocraticAiStatusDocument, StartSocraticSessionDocument } from '../../generated/graphql.ts';
import type { Correction } from '../../lib/chat/CorrectionNote.tsx';
import { useReplyDrafts } from '../../lib/chat/use-reply-drafts.ts';
import { newPracticeId, useRecordPractice } from '../../lib/practice/record-practice.ts';
import { useRandom } from '../../lib/random.ts';

/** Spec part 2 §3 Chat message; a model partner's also carry its correction and translations. */
export interface SocraticMessage {
  id: number;
  role: 'assistant' | 'user';
  content: string;
  corrections?: readonly Correction[];
  glossary?: readonly { word: string; translation: string }[];
}

interface Run {
  practiceId: string;
  startedAt: number;
  /** When the learner last answered; null until the first exchange. */
  lastAnswerAt: number | null;
  /** With a model configured: the server session's id, once started; null when the run asks offline. */
  session: Promise<string | null> | null;
}

let nextId = 1;
const message = (role: SocraticMessage['role'], content: string, extra: Partial<SocraticMessage> = {}): SocraticMessage => ({
  id: nextId++,
  role,
  content,
  ...extra,
});
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec part 2 §4 Socratic session: the topic list, then a chat that opens
 * with the fixed greeting. Offline each answer gets one of the topic
 * family's questions after 1 s of typing, all in the browser. With a model
 * configured (aiStatus) the AI service's Socratic partner asks instead: its
 * question streams in as `draft` (after at least the same 1 s of typing it
 * replaces the draft), with its correction and translations; a session or
 * reply the server cannot give falls back to the offline question.
 * 'Novo Tema', leaving the screen or the page ends the session, and one with
 * at least one exchange is recorded as practice (from the greeting to the
 * learner's last answer, so idle time on an open tab does not count).
 */
export function useSocraticSession() {
  const client = useApolloClient();
  const random = useRandom();
  const record = useRecordPractice('socratic');
  const aiStatus = useQuery(SocraticAiStatusDocument);
  const profile = useQuery(LearningProfileDocument);
  const [topic, setTopic] = useState<SocraticTopic | null>(null);
  const [messages, setMessages] = useState<SocraticMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const { draft, expect: expectDraft, stop: stopDrafts } = useReplyDrafts(sessionId);
  const run = useRef<Run | null>(null);
  const pendingReply = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const finish = useCallback(() => {
    clearTimeout(pendingReply.current);
    const ended = run.current;
    run.current = null;
    stopDrafts();
    setSessionId(null);
    if (ended?.lastAnswerAt) record(ended.practiceId, (ended.lastAnswerAt - ended.startedAt) / 1000);
  }, [record, stopDrafts]);

  /** A session on the server for the model partner; null (the run asks offline) when it cannot be started. */
  const startOnServer = async (chosen: SocraticTopic, thisRun: Run): Promise<string | null> => {
    try {
      const { data } = await client.mutate({
        mutation: StartSocraticSessionDocument,
        variables: { topic: chosen.id, level: profile.data?.learningProfile?.englishLevel },
      });
      const id = data?.startSocraticSession.id ?? null;
      if (run.current === thisRun) setSessionId(id);
      return id;
    } catch (error) {
      console.warn('Starting the Socratic session failed; asking the offline questions instead:', error);
      return null;
    }
  };

  const choose = (chosen: SocraticTopic) => {
    const thisRun: Run = { practiceId: newPracticeId(), startedAt: Date.now(), lastAnswerAt: null, session: null };
    run.current = thisRun;
    if (aiStatus.data?.aiStatus.provider === 'openai') thisRun.session = startOnServer(chosen, thisRun);
    setTopic(chosen);
    setMessages([message('assistant', withTopic(SOCRATIC_GREETING, chosen))]);
    setTyping(false);
  };

  /** The model partner's question, or the offline one when the server cannot give it. */
  const askTheModel = async (session: Promise<string | null>, chosen: SocraticTopic, text: string, thisRun: Run): Promise<SocraticMessage> => {
    const offline = () => message('assistant', offlineSocraticQuestion(chosen, random));
    const sessionId = await session;
    if (!sessionId) return wait(SOCRATIC_REPLY_DELAY_MS).then(offline);
    try {
      const [{ data }] = await Promise.all([
        client.mutate({ mutation: SendSocraticMessageDocument, variables: { sessionId, text, draftKey: expectDraft() } }),
        wait(SOCRATIC_REPLY_DELAY_MS),
      ]);
      if (!data) throw new Error('sendSocraticMessage answered no data');
      const reply = data.sendSocraticMessage;
      return message('assistant', reply.text, { corrections: reply.corrections, glossary: reply.glossary });
    } catch (error) {
      console.warn('The Socratic partner did not answer; asking the offline question instead:', error);
      return offline();
    } finally {
      if (run.current === thisRun) stopDrafts();
    }
  };

  /** Spec §5: blank input is ignored, and nothing is sent while the partner is typing. Returns whether it was sent. */
  const send = (raw: string): boolean => {
    const text = raw.trim();
    const current = run.current;
    if (!text || typing || !topic || !current) return false;
    current.lastAnswerAt = Date.now();
    setMessages((list) => [...list, message('user', text)]);
    setTyping(true);
    const answer = (reply: SocraticMessage) => {
      if (run.current !== current) return;
      setMessages((list) => [...list, reply]);
      setTyping(false);
    };
    if (current.session !== null) void askTheModel(current.session, topic, text, current).then(answer);
    else pendingReply.current = setTimeout(() => answer(message('assistant', offlineSocraticQuestion(topic, random))), SOCRATIC_REPLY_DELAY_MS);
    return true;
  };

  const newTopic = () => {
    finish();
    setTopic(null);
    setMessages([]);
    setTyping(false);
  };

  // Leaving the screen, or closing or reloading the tab (which unmounts nothing), ends the session.
  useEffect(() => {
    window.addEventListener('pagehide', finish);
    return () => {
      window.removeEventListener('pagehide', finish);
      finish();
    };
  }, [finish]);

  return { topic, messages, typing, draft: typing ? draft : null, choose, send, newTopic };
}
