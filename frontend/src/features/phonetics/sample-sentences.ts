/**
 * Spec part 2 §2.1: eight sample sentences, tongue twisters and greetings,
 * chosen for the sounds Brazilians find hard: th (/θ/, /ð/), the American r,
 * initial h, /æ/ against /ɛ/, /ɪ/ against /i/, final consonants and dark l.
 */
export const SAMPLE_SENTENCES: readonly string[] = [
  'Hello, how are you today? I hope you are having a wonderful morning.',
  'I think that these three things are worth thinking through together.',
  'The thirty-three thieves thought that they thrilled the throne throughout Thursday.',
  'Red lorry, yellow lorry, red lorry, yellow lorry, really rolling right around the road.',
  'She sells seashells by the seashore, and the shells she sells are surely seashells.',
  'Nice to meet you! My name is Paul and I live in a little hill town in Rhode Island.',
  'The cat sat on the mat, but the bad rat ran back to the black bag.',
  'Peter Piper picked a peck of pickled peppers; did Peter Piper pick a peck of pickled peppers?',
];

/** Spec part 2 §9: the buttons show at most 80 characters of each sentence. */
const SAMPLE_PREVIEW_LENGTH = 80;

export function samplePreview(sentence: string): string {
  return sentence.length > SAMPLE_PREVIEW_LENGTH ? `${sentence.slice(0, SAMPLE_PREVIEW_LENGTH)}...` : sentence;
}
