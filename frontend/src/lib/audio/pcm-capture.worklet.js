// Runs on the audio rendering thread. Loaded by URL as a same-origin file: the
// app's Content-Security-Policy (script-src 'self') refuses blob: and inline
// modules. Hands the first channel to the page in blocks of about 85 ms at
// 48 kHz rather than one message per 128-frame render quantum.
const BLOCK_FRAMES = 4096;

class PcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(BLOCK_FRAMES);
    this.filled = 0;
    this.port.onmessage = (event) => {
      if (event.data === 'flush') {
        this.port.postMessage({ frames: this.block.slice(0, this.filled), flushed: true });
        this.filled = 0;
      }
    };
  }

  process(inputs) {
    const channel = inputs[0]?.[0];
    if (channel) {
      let read = 0;
      while (read < channel.length) {
        const take = Math.min(channel.length - read, BLOCK_FRAMES - this.filled);
        this.block.set(channel.subarray(read, read + take), this.filled);
        this.filled += take;
        read += take;
        if (this.filled === BLOCK_FRAMES) {
          this.port.postMessage({ frames: this.block.slice(), flushed: false });
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCapture);
