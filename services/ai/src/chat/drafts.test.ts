import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TutorReplyDraft } from '@juba/contracts/tutor-drafts';
import { DRAFT_PUBLISH_INTERVAL_MS, publishDrafts } from './drafts.ts';

const reply = { conversationId: 'c1', userId: 'u1', replyTo: 'key-1' };
const what = "Conversation c1: drafts of the tutor's reply";

/** publishDrafts on a publisher that records the texts it was given. */
function recording() {
  const published: TutorReplyDraft[] = [];
  const drafts = publishDrafts(async (draft) => published.push(draft), reply, what);
  return { drafts, texts: () => published.map((d) => d.text), published };
}

describe('publishDrafts', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it(`publishes the first draft at once, then the newest at most every ${DRAFT_PUBLISH_INTERVAL_MS} ms, each marked with its reply`, () => {
    const { drafts, texts, published } = recording();

    drafts.onDraft('H');
    expect(texts()).toEqual(['H']);
    drafts.onDraft('He');
    vi.advanceTimersByTime(50);
    drafts.onDraft('Hel');
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS - 51);
    expect(texts()).toEqual(['H']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(['H', 'Hel']);

    drafts.onDraft('Hell');
    drafts.onDraft('Hello');
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS);
    expect(texts()).toEqual(['H', 'Hel', 'Hello']);
    expect(published.every((d) => d.conversationId === 'c1' && d.userId === 'u1' && d.replyTo === 'key-1')).toBe(true);
  });

  it('publishes at once again after a pause in which nothing arrived', () => {
    const { drafts, texts } = recording();
    drafts.onDraft('H');
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS * 5);
    drafts.onDraft('Hi');
    expect(texts()).toEqual(['H', 'Hi']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps no process alive for a draft it holds back', () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const { drafts } = recording();
    drafts.onDraft('H');
    expect((setTimer.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);
  });

  it('on flush, publishes the draft held back at once and nothing after it', () => {
    const { drafts, texts } = recording();
    drafts.onDraft('H');
    drafts.onDraft('Hi!');
    drafts.flush();
    expect(texts()).toEqual(['H', 'Hi!']);
    expect(vi.getTimerCount()).toBe(0);
    drafts.onDraft('Hi! late');
    drafts.flush();
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS * 2);
    expect(texts()).toEqual(['H', 'Hi!']);
  });

  it('on flush with nothing held back, publishes nothing more', () => {
    const { drafts, texts } = recording();
    drafts.onDraft('H');
    drafts.flush();
    expect(texts()).toEqual(['H']);
  });

  it('on cancel, drops the draft held back and later ones', () => {
    const { drafts, texts } = recording();
    drafts.onDraft('H');
    drafts.onDraft('Hi!');
    drafts.cancel();
    drafts.onDraft('Hi! late');
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS * 2);
    expect(texts()).toEqual(['H']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a publisher that fails, or throws, once for the reply', async () => {
    const warn = vi.fn();
    const fails = publishDrafts(() => Promise.reject(new Error('Redis is down')), reply, what, { warn });
    fails.onDraft('H');
    vi.advanceTimersByTime(DRAFT_PUBLISH_INTERVAL_MS);
    fails.onDraft('Hi');
    fails.flush();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn).toHaveBeenCalledWith("Conversation c1: drafts of the tutor's reply could not be published:", new Error('Redis is down'));

    const throws = publishDrafts(
      () => {
        throw new Error('not connected');
      },
      reply,
      what,
      { warn },
    );
    throws.onDraft('H');
    throws.flush();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
