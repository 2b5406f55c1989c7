/** Phone network posteriors for tests: the network hearing each frame as a given phone. */
import { NETWORK_PHONES, type PhonePosteriors } from '../acoustic/phone-network.ts';

/** Frames each heard as the given phone with `probability`, the rest shared evenly by the other outputs. */
export function heardAs(phones: readonly string[], probability = 0.9): PhonePosteriors {
  const [sure, unsure] = [Math.log(probability), Math.log((1 - probability) / (NETWORK_PHONES.length - 1))];
  const values = new Float32Array(phones.length * NETWORK_PHONES.length);
  for (const [frame, top] of phones.entries()) {
    for (const [k, phone] of NETWORK_PHONES.entries()) values[frame * NETWORK_PHONES.length + k] = phone === top ? sure : unsure;
  }
  return { frames: phones.length, values };
}

/** `phone` said for `count` frames. */
export const times = (phone: string, count: number): string[] => Array<string>(count).fill(phone);
