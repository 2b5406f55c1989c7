/** 16 kHz mono 16-bit PCM samples, after validation and conversion. */
export interface Pcm16k {
  samples: Int16Array;
  sampleRate: 16000;
}

/**
 * substitution/epenthesis: a named Brazilian error the audio clearly chose;
 * omission/insertion: a word skipped or added; practice: the fitted model is
 * confident the word was mispronounced but not of what was heard, so the word
 * is marked for practice without a claim; stress: the word's stress fell on
 * the wrong syllable. ('low-score' is how older stored results named practice.)
 */
export type MistakeKind = 'substitution' | 'omission' | 'insertion' | 'epenthesis' | 'practice' | 'stress' | 'low-score';

/**
 * The Brazilian errors the scorer names: heard by the error-detecting decode
 * as competing pronunciations (scoring/brazilian-variants.ts), or measured on
 * the aligned audio (scoring/measures/: 'aspiration', 'stress', and the
 * length half of 'i-ih').
 */
export type BrazilianRule =
  | 'th-f'
  | 'th-t'
  | 'th-s'
  | 'th-d'
  | 'th-v'
  | 'epenthesis'
  | 'i-ih'
  | 'ae-eh'
  | 'h-r'
  | 'dark-l'
  | 'h-drop'
  | 'final-nasal'
  | 'ed-dropped'
  | 'ed-syllable'
  | 'ae-aa'
  | 'ah-aa'
  | 'uh-uw'
  | 't-ch'
  | 'd-jh'
  | 's-cluster'
  | 'aspiration'
  | 'stress';

export interface WordMistake {
  /** The target word, as written in the target text. */
  word: string;
  /** What was heard instead, e.g. 'fink' (null for an omitted word). */
  heard: string | null;
  kind: MistakeKind;
  /** The Brazilian error named, e.g. 'th-f', 'epenthesis', 'i-ih', 'ae-eh', 'h-r', 'dark-l', or null. */
  rule: BrazilianRule | null;
  /** Portuguese, e.g. 'Você disse *fink*'. */
  issue: string;
  /** Portuguese, e.g. 'Coloque a língua entre os dentes para *think*.' */
  suggestion: string;
}

/** One of the sub-scores beside accuracy, fitted to speechocean762's experts: 0..100 and what to do next. */
export interface SubScore {
  score: number;
  /** Portuguese, one line: what to do next. */
  advice: string;
}

export interface SubScores {
  /** Fitted to the experts' fluency (pauses, hesitations, pace). */
  fluency: SubScore;
  /** Fitted to the experts' completeness (share of the text's words said). */
  completeness: SubScore;
  /** Fitted to the experts' prosodic score (rhythm, stress, intonation). */
  prosody: SubScore;
}

export interface PronunciationResult {
  /** False: silence/noise only; then accuracyScore is 0 and feedback says no speech was heard. */
  heardSpeech: boolean;
  /** 0..100, calibrated against the experts. */
  accuracyScore: number;
  /**
   * What the scorer is confident was said: the target's words with each named
   * substitution spelled as heard ('I fink so'), omitted words left out, added
   * words put in, and words marked for practice followed by '(?)'.
   */
  transcription: string;
  /** Portuguese. */
  overallFeedback: string;
  mistakes: WordMistake[];
  /** Portuguese. */
  strengths: string[];
  /** Null when no speech was heard (and in results stored before they existed). */
  subScores: SubScores | null;
}

export interface PronunciationScorer {
  /** Scores a read sentence. */
  analyze(audio: Pcm16k, targetText: string, onProgress?: (percent: number) => void): Promise<PronunciationResult>;
  /** The lab: how well `targetSound` (IPA as in the spec: 'θ', 'ð', 'ɻ', 'æ') was said in `word`. 0..100. */
  scoreSound(audio: Pcm16k, word: string, targetSound: string): Promise<{ accuracyScore: number; heardSpeech: boolean }>;
  close(): Promise<void>;
}

export interface PronunciationScorerOptions {
  /** Directory of the acoustic model (default: Debian's pocketsphinx-en-us). */
  modelDir?: string;
  /** Pronunciation dictionary (default: the model's CMUdict). */
  dictionaryPath?: string;
  /** Native decoders kept alive (each costs memory and seconds to create). Default 1. */
  decoders?: number;
}
