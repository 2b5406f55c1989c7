/**
 * A festival minimal pair for every Brazilian error Juba names (th both
 * stopped and fronted): the text, the word, and how a Brazilian says it
 * (CMUdict phones with stress digits, as `synthesize` takes them). Read by
 * the scorer's tests; the phone network never hears this voice in training
 * (calibration/brazilian-readings.ts).
 */
import type { BrazilianRule } from '../types.ts';

export interface Pair {
  rule: BrazilianRule;
  text: string;
  word: string;
  /** How a Brazilian says `word`: CMUdict phones with stress digits. */
  said: string;
  heard: string;
}

export const PAIRS: Pair[] = [
  { rule: 'h-r', text: 'The red car is fast', word: 'red', said: 'HH EH1 D', heard: 'hed' },
  { rule: 'h-r', text: 'It is very good', word: 'very', said: 'V EH1 HH IY0', heard: 'vehy' },
  { rule: 'h-drop', text: 'We went home early', word: 'home', said: 'OW1 M', heard: 'ome' },
  { rule: 'i-ih', text: 'Take a seat now', word: 'seat', said: 'S IH1 T', heard: 'sit' },
  { rule: 'final-nasal', text: 'I have ten cats', word: 'ten', said: 'T EH1', heard: 'tẽ' },
  { rule: 'ed-dropped', text: 'We talked a lot', word: 'talked', said: 'T AO1 K', heard: 'talk' },
  { rule: 'ed-syllable', text: 'She worked hard today', word: 'worked', said: 'W ER1 K IH0 D', heard: 'workid' },
  { rule: 'ae-eh', text: 'The bad dog ran', word: 'bad', said: 'B EH1 D', heard: 'bed' },
  { rule: 'ae-aa', text: 'The black cat sat down', word: 'cat', said: 'K AA1 T', heard: 'cot' },
  { rule: 'ah-aa', text: 'I want a cup of tea', word: 'cup', said: 'K AA1 P', heard: 'cop' },
  { rule: 'uh-uw', text: 'Put the book down', word: 'book', said: 'B UW1 K', heard: 'buuk' },
  { rule: 't-ch', text: 'I bought a ticket today', word: 'ticket', said: 'CH IH1 K AH0 T', heard: 'tchicket' },
  { rule: 'd-jh', text: 'It is different now', word: 'different', said: 'JH IH1 F ER0 AH0 N T', heard: 'djifferent' },
  { rule: 'th-t', text: 'I think so', word: 'think', said: 'T IH1 NG K', heard: 'tink' },
  { rule: 'th-f', text: 'I think so', word: 'think', said: 'F IH1 NG K', heard: 'fink' },
  { rule: 'th-d', text: 'I like this one', word: 'this', said: 'D IH1 S', heard: 'dis' },
  { rule: 'dark-l', text: 'I feel good today', word: 'feel', said: 'F IY1 W', heard: 'feeu' },
  { rule: 's-cluster', text: 'Go to school now', word: 'school', said: 'IY0 S K UW1 L', heard: 'ischool' },
  { rule: 'epenthesis', text: 'The dog is big', word: 'big', said: 'B IH1 G IY0', heard: 'bigi' },
  { rule: 'aspiration', text: 'Take the pin now', word: 'pin', said: 'B IH1 N', heard: 'bin' },
  { rule: 'stress', text: 'The hospital was here', word: 'hospital', said: 'HH AO0 S P IY1 T AA0 L', heard: 'hos-PI-tal' },
];
