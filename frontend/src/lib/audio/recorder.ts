// no-inline: a small asset would otherwise become a data: URL, which the policy refuses as a script.
import workletUrl from './pcm-capture.worklet.js?url&no-inline';
import { captureToWav } from './wav.ts';

export interface Recording {
  /** Stops the microphone and returns what was said as a 16 kHz mono 16-bit WAV file. */
  stop(): Promise<Uint8Array>;
  /** Stops the microphone and drops what was captured. */
  cancel(): void;
}

interface CaptureMessage {
  frames: Float32Array;
  flushed: boolean;
}

/**
 * Starts capturing the microphone as raw PCM. MediaRecorder only offers
 * compressed formats (webm/ogg), never WAV, so the samples are taken from an
 * AudioWorklet and encoded here. Rejects when the microphone is refused or
 * missing; the caller names that to the learner.
 */
export async function startRecording(media: MediaDevices = navigator.mediaDevices): Promise<Recording> {
  // The scorer judges the sounds themselves: no echo cancelling, noise gating or gain riding to reshape them.
  const stream = await media.getUserMedia({ audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
  const context = new AudioContext();
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  };
  try {
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, 'pcm-capture', { numberOfInputs: 1, numberOfOutputs: 0, channelCount: 1, channelCountMode: 'explicit' });
    const frames: Float32Array[] = [];
    let flushed: (() => void) | null = null;
    capture.port.onmessage = (event: MessageEvent<CaptureMessage>) => {
      frames.push(event.data.frames);
      if (event.data.flushed) flushed?.();
    };
    source.connect(capture);
    return {
      async stop() {
        await new Promise<void>((resolve) => {
          flushed = resolve;
          capture.port.postMessage('flush');
        });
        source.disconnect();
        const rate = context.sampleRate;
        release();
        return captureToWav(frames, rate);
      },
      cancel() {
        source.disconnect();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
