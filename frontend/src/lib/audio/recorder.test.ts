import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRecording } from './recorder.ts';

/** A stand-in for the Web Audio graph jsdom lacks: the worklet's port is driven by hand. */
class FakeAudio {
  static last: FakeAudio;
  readonly sampleRate = 48_000;
  readonly modules: string[] = [];
  closed = false;
  failModule = false;
  port = { onmessage: null as ((event: { data: unknown }) => void) | null, sent: [] as unknown[], postMessage: (m: unknown) => this.onPost(m) };
  pending: Float32Array[] = [];
  audioWorklet = {
    addModule: async (url: string) => {
      if (this.failModule) throw new Error('refused by the policy');
      this.modules.push(url);
    },
  };
  source = { connect: vi.fn(), disconnect: vi.fn() };
  constructor() {
    FakeAudio.last = this;
  }
  createMediaStreamSource() {
    return this.source;
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
  /** The worklet's side: blocks as they fill, then what is left on 'flush'. */
  deliver(frames: Float32Array, flushed = false) {
    this.port.onmessage?.({ data: { frames, flushed } });
  }
  private onPost(message: unknown) {
    this.port.sent.push(message);
    if (message === 'flush') queueMicrotask(() => this.deliver(new Float32Array(24_000).fill(0.25), true));
  }
}

function microphone() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => ({ getTracks: () => [track] }) as unknown as MediaStream);
  return { media: { getUserMedia } as unknown as MediaDevices, getUserMedia, track };
}

function installFakeAudio(setup: (audio: FakeAudio) => void = () => {}) {
  vi.stubGlobal(
    'AudioContext',
    class extends FakeAudio {
      constructor() {
        super();
        setup(this);
      }
    },
  );
  vi.stubGlobal(
    'AudioWorkletNode',
    class {
      readonly port = FakeAudio.last.port;
      constructor(
        _context: unknown,
        readonly name: string,
        readonly options: AudioWorkletNodeOptions,
      ) {}
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('startRecording', () => {
  it('asks for one raw channel, captures through the same-origin worklet, and stops with a 16 kHz WAV of everything heard', async () => {
    installFakeAudio();
    const { media, getUserMedia, track } = microphone();
    const recording = await startRecording(media);
    expect(getUserMedia.mock.calls[0]![0]).toEqual({ audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
    const audio = FakeAudio.last;
    expect(audio.modules).toHaveLength(1);
    expect(audio.modules[0]).not.toMatch(/^(data|blob):/);
    expect(audio.source.connect).toHaveBeenCalled();

    audio.deliver(new Float32Array(24_000).fill(0.25));
    const wav = await recording.stop();
    const view = new DataView(wav.buffer);
    expect(view.getUint32(24, true)).toBe(16_000);
    // 48,000 frames at 48 kHz: one second, 16,000 samples of two bytes.
    expect(view.getUint32(40, true)).toBe(32_000);
    expect(view.getInt16(44 + 2 * 8000, true)).toBe(8192);
    expect(track.stop).toHaveBeenCalled();
    expect(audio.closed).toBe(true);
  });

  it('cancel drops the capture and lets go of the microphone', async () => {
    installFakeAudio();
    const { media, track } = microphone();
    (await startRecording(media)).cancel();
    expect(track.stop).toHaveBeenCalled();
    expect(FakeAudio.last.closed).toBe(true);
  });

  it('a refused microphone rejects, and a worklet that cannot load lets go of the microphone', async () => {
    installFakeAudio();
    const refused = { getUserMedia: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } as unknown as MediaDevices;
    await expect(startRecording(refused)).rejects.toThrow('denied');

    installFakeAudio((audio) => (audio.failModule = true));
    const { media, track } = microphone();
    await expect(startRecording(media)).rejects.toThrow('refused by the policy');
    expect(track.stop).toHaveBeenCalled();
    expect(FakeAudio.last.closed).toBe(true);
  });
});
