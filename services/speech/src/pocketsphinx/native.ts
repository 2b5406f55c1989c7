/**
 * The FFI binding to Debian's libpocketsphinx (5prealpha, libpocketsphinx.so.3)
 * through koffi: only the calls the scorer needs. Decoding (ps_process_raw,
 * ps_end_utt) runs on koffi's worker threads so the process's event loop is
 * never blocked by a search; everything else is quick and synchronous.
 */
import koffi from 'koffi';

class PocketsphinxUnavailable extends Error {
  override name = 'PocketsphinxUnavailable';
}

function loadLibraries() {
  try {
    return { ps: koffi.load('libpocketsphinx.so.3'), sb: koffi.load('libsphinxbase.so.3') };
  } catch (cause) {
    throw new PocketsphinxUnavailable(
      'libpocketsphinx.so.3 is not installed: run `make system-deps` (Debian packages pocketsphinx, pocketsphinx-en-us, libpocketsphinx3).',
      { cause },
    );
  }
}

let bound: ReturnType<typeof bind> | null = null;

function bind() {
  const { ps, sb } = loadLibraries();
  const Decoder = koffi.pointer('ps_decoder_t', koffi.opaque());
  const Seg = koffi.pointer('ps_seg_t', koffi.opaque());
  const Config = koffi.pointer('cmd_ln_t', koffi.opaque());
  const ArgDefs = koffi.pointer('arg_t', koffi.opaque());
  return {
    errSetLogfp: sb.func('void err_set_logfp(void *stream)'),
    psArgs: ps.func('ps_args', ArgDefs, []),
    cmdLnParse: sb.func('cmd_ln_parse_r', Config, [Config, ArgDefs, 'int', 'const char **', 'int']),
    cmdLnFree: sb.func('cmd_ln_free_r', 'int', [Config]),
    psInit: ps.func('ps_init', Decoder, [Config]),
    psFree: ps.func('ps_free', 'int', [Decoder]),
    psAddWord: ps.func('ps_add_word', 'int', [Decoder, 'const char *', 'const char *', 'int']),
    psSetJsgfString: ps.func('ps_set_jsgf_string', 'int', [Decoder, 'const char *', 'const char *']),
    psSetAllphoneFile: ps.func('ps_set_allphone_file', 'int', [Decoder, 'const char *', 'const char *']),
    psSetSearch: ps.func('ps_set_search', 'int', [Decoder, 'const char *']),
    psUnsetSearch: ps.func('ps_unset_search', 'int', [Decoder, 'const char *']),
    psStartUtt: ps.func('ps_start_utt', 'int', [Decoder]),
    psProcessRaw: ps.func('ps_process_raw', 'int', [Decoder, 'const int16_t *', 'size_t', 'int', 'int']),
    psEndUtt: ps.func('ps_end_utt', 'int', [Decoder]),
    psGetHyp: ps.func('ps_get_hyp', 'const char *', [Decoder, koffi.out(koffi.pointer('int32_t'))]),
    psSegIter: ps.func('ps_seg_iter', Seg, [Decoder]),
    psSegNext: ps.func('ps_seg_next', Seg, [Seg]),
    psSegWord: ps.func('ps_seg_word', 'const char *', [Seg]),
    psSegFrames: ps.func('ps_seg_frames', 'void', [Seg, koffi.out(koffi.pointer('int')), koffi.out(koffi.pointer('int'))]),
    psSegProb: ps.func('ps_seg_prob', 'int32_t', [
      Seg,
      koffi.out(koffi.pointer('int32_t')),
      koffi.out(koffi.pointer('int32_t')),
      koffi.out(koffi.pointer('int32_t')),
    ]),
    psSegFree: ps.func('ps_seg_free', 'void', [Seg]),
  };
}

function pocketsphinx() {
  bound ??= bind();
  return bound;
}

/** One segment of a hypothesis: a word (or phone, for phone searches) over frames [startFrame, endFrame], 100 frames a second. */
export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  /** Acoustic score, in the decoder's log base (1.0001), negative. */
  acousticScore: number;
}

export interface Hypothesis {
  text: string;
  segments: Segment[];
}

function callAsync<T>(fn: { async: (...args: any[]) => void }, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => fn.async(...args, (err: unknown, result: T) => (err ? reject(err) : resolve(result))));
}

/**
 * A live decoder: creating one reads the acoustic model (seconds), so it is
 * kept and its searches are switched per utterance. Calls are serialised: the
 * native decoder is not reentrant.
 */
export class NativeDecoder {
  private queue: Promise<unknown> = Promise.resolve();
  private handle: unknown;
  private readonly searches = new Set<string>();

  constructor(args: Record<string, string>) {
    const native = pocketsphinx();
    native.errSetLogfp(null);
    const argv = ['juba-speech', ...Object.entries(args).flat()];
    const config = native.cmdLnParse(null, native.psArgs(), argv.length, argv, 1);
    if (!config) throw new PocketsphinxUnavailable(`pocketsphinx rejected its configuration: ${argv.join(' ')}`);
    this.handle = native.psInit(config);
    native.cmdLnFree(config);
    if (!this.handle) throw new PocketsphinxUnavailable('pocketsphinx could not load its model: run `make system-deps` (pocketsphinx-en-us).');
  }

  /**
   * Adds words to the dictionary (`phones` in the model's phone set). Queued
   * like a decode: changing the dictionary while a search runs on another
   * thread would race with it.
   */
  addWords(words: readonly { name: string; phones: readonly string[] }[]): Promise<void> {
    return this.serialised(async () => {
      // Not applied to the current search: the grammar compiled next picks the words up.
      const handle = this.live();
      for (const word of words) pocketsphinx().psAddWord(handle, word.name, word.phones.join(' '), 0);
    });
  }

  /** Decodes `samples` with the named JSGF grammar (compiled now) or a search added before. */
  decodeWithGrammar(name: string, jsgf: string, samples: Int16Array): Promise<Hypothesis | null> {
    return this.serialised(async () => {
      const native = pocketsphinx();
      const handle = this.live();
      if (this.searches.has(name)) native.psUnsetSearch(handle, name);
      if (native.psSetJsgfString(handle, name, jsgf) < 0) throw new Error(`pocketsphinx rejected the grammar ${name}`);
      this.searches.add(name);
      return this.decode(name, samples);
    });
  }

  /** Decodes `samples` with the free phone loop (the model's phone language model). */
  decodePhones(phoneLm: string, samples: Int16Array): Promise<Hypothesis | null> {
    return this.serialised(async () => {
      if (!this.searches.has('phone-loop')) {
        if (pocketsphinx().psSetAllphoneFile(this.live(), 'phone-loop', phoneLm) < 0) throw new Error('pocketsphinx could not load the phone model');
        this.searches.add('phone-loop');
      }
      return this.decode('phone-loop', samples);
    });
  }

  close(): Promise<void> {
    return this.serialised(async () => {
      if (this.handle) pocketsphinx().psFree(this.handle);
      this.handle = null;
    });
  }

  /** The native handle; a call queued behind close() throws here instead of passing freed memory to pocketsphinx. */
  private live(): unknown {
    if (!this.handle) throw new Error('the decoder is closed');
    return this.handle;
  }

  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async decode(search: string, samples: Int16Array): Promise<Hypothesis | null> {
    const native = pocketsphinx();
    const handle = this.live();
    native.psSetSearch(handle, search);
    native.psStartUtt(handle);
    await callAsync(native.psProcessRaw, handle, samples, samples.length, 0, 1);
    await callAsync(native.psEndUtt, handle);
    const score = [0];
    const text = native.psGetHyp(handle, score);
    if (text == null) return null;
    const segments: Segment[] = [];
    for (let seg = native.psSegIter(handle); seg; seg = native.psSegNext(seg)) {
      const sf = [0];
      const ef = [0];
      native.psSegFrames(seg, sf, ef);
      const ascr = [0];
      native.psSegProb(seg, ascr, [0], [0]);
      segments.push({ word: native.psSegWord(seg), startFrame: sf[0]!, endFrame: ef[0]!, acousticScore: ascr[0]! });
    }
    return { text, segments };
  }
}
