import { useCallback, useEffect, useRef, useState } from 'react';
import { startRecording, type Recording } from './recorder.ts';

/**
 * The microphone as a two-state control for a screen: start() rejects when the
 * microphone is refused or missing, stop() gives the WAV file. Leaving the
 * screen mid-recording releases the microphone.
 */
export function useRecorder() {
  const recording = useRef<Recording | null>(null);
  const [isRecording, setIsRecording] = useState(false);

  const start = useCallback(async () => {
    recording.current?.cancel();
    recording.current = await startRecording();
    setIsRecording(true);
  }, []);

  const stop = useCallback(async (): Promise<Uint8Array | null> => {
    const current = recording.current;
    recording.current = null;
    setIsRecording(false);
    return current ? current.stop() : null;
  }, []);

  useEffect(() => () => recording.current?.cancel(), []);

  return { isRecording, start, stop };
}
