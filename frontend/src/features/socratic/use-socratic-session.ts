import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCRATIC_GREETING, SOCRATIC_REPLY_DELAY_MS, offlineSocraticQuestion, withTopic, type SocraticTopic } from '@juba/contracts/socratic';
import { newPracticeId, useRecordPractice } from '../../lib/practice/record-practice.ts';
import { useRandom } from '../../lib/random.ts';

/** Spec part 2 §3 Chat message. */
export interface SocraticMessage {
  id: number;
  role: 'assistant' | 'user';
  content: string;
}

interface Run {
  practiceId: string;
  startedAt: number;
  /** When the learner last answered; null until the first exchange. */
  lastAnswerAt: number | null;
}

let nextId = 1;
const message = (role: SocraticMessage['role'], content: string): SocraticMessage => ({ id: nextId++, role, content });

/**
 * Spec part 2 §4 Socratic session: the topic list, then a chat that opens
 * with the fixed greeting; each answer gets one of the topic family's
 * questions after 1 s of typing. 'Novo Tema', leaving the screen or the
 * page ends the session, and one with at least one exchange is recorded as
 * practice (from the greeting to the learner's last answer, so idle time on
 * an open tab does not count).
 */
export function useSocraticSession() {
  const random = useRandom();
  const record = useRecordPractice('socratic');
  const [topic, setTopic] = useState<SocraticTopic | null>(null);
  const [messages, setMessages] = useState<SocraticMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const run = useRef<Run | null>(null);
  const pendingReply = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const finish = useCallback(() => {
    clearTimeout(pendingReply.current);
    const ended = run.current;
    run.current = null;
    if (ended?.lastAnswerAt) record(ended.practiceId, (ended.lastAnswerAt - ended.startedAt) / 1000);
  }, [record]);

  const choose = (chosen: SocraticTopic) => {
    run.current = { practiceId: newPracticeId(), startedAt: Date.now(), lastAnswerAt: null };
    setTopic(chosen);
    setMessages([message('assistant', withTopic(SOCRATIC_GREETING, chosen))]);
    setTyping(false);
  };

  /** Spec §5: blank input is ignored, and nothing is sent while the partner is typing. Returns whether it was sent. */
  const send = (raw: string): boolean => {
    const text = raw.trim();
    const current = run.current;
    if (!text || typing || !topic || !current) return false;
    current.lastAnswerAt = Date.now();
    setMessages((list) => [...list, message('user', text)]);
    setTyping(true);
    pendingReply.current = setTimeout(() => {
      setMessages((list) => [...list, message('assistant', offlineSocraticQuestion(topic, random))]);
      setTyping(false);
    }, SOCRATIC_REPLY_DELAY_MS);
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

  return { topic, messages, typing, choose, send, newTopic };
}
