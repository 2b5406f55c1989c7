import { describe, expect, it } from 'vitest';
import { answerKey, exercisesFor, isRight, type PatternForExercises } from './exercises.ts';

const years: PatternForExercises = {
  errorType: 'grammar',
  specificError: 'I have 25 years',
  correctForm: 'I am 25 years old',
  contextExamples: ['Hi, I have 25 years and I live in Recife.', 'My sister said I have 25 years too', 'I like music.'],
};

const shown = (exercises: ReturnType<typeof exercisesFor>) =>
  exercises.map(({ type, prompt, blanks, choices, spoken }) => ({ type, prompt, blanks, choices, spoken }));

describe('fill_blank exercises', () => {
  it("blanks the right form's words the mistake lacks, inside each of the learner's sentences that holds the mistake", () => {
    const exercises = exercisesFor(years);
    expect(shown(exercises)).toEqual([
      { type: 'fill_blank', prompt: 'Hi, I ___ 25 years ___ and I live in Recife.', blanks: 2, choices: [], spoken: null },
      { type: 'fill_blank', prompt: 'My sister said I ___ 25 years ___ too', blanks: 2, choices: [], spoken: null },
    ]);
    expect(exercises[0]!.accepted).toEqual([['am'], ['old']]);
  });

  it('uses the right form alone when no sentence holds the mistake, and one blank for the whole form when no word is missing', () => {
    expect(shown(exercisesFor({ ...years, contextExamples: [] }))).toEqual([
      { type: 'fill_blank', prompt: 'I ___ 25 years ___', blanks: 2, choices: [], spoken: null },
    ]);
    const about = exercisesFor({
      errorType: 'grammar',
      specificError: 'discuss about',
      correctForm: 'discuss',
      contextExamples: ['We should discuss about the plan.'],
    });
    expect(shown(about)).toEqual([{ type: 'fill_blank', prompt: 'We should ___ the plan.', blanks: 1, choices: [], spoken: null }]);
    expect(about[0]!.accepted).toEqual([['discuss']]);
  });

  it('treats a vocabulary correction that keeps words as fill_blank', () => {
    const ask = exercisesFor({
      errorType: 'vocabulary',
      specificError: 'make a question',
      correctForm: 'ask a question',
      contextExamples: ['Can I make a question?'],
    });
    expect(shown(ask)).toEqual([{ type: 'fill_blank', prompt: 'Can I ___ a question?', blanks: 1, choices: [], spoken: null }]);
  });

  it('gives the same ids for the same exercises and other ids when the pattern changes', () => {
    expect(exercisesFor(years).map((e) => e.id)).toEqual(exercisesFor({ ...years }).map((e) => e.id));
    expect(exercisesFor({ ...years, correctForm: "I'm 25 years old" })[0]!.id).not.toBe(exercisesFor(years)[0]!.id);
  });
});

describe('pronunciation exercises', () => {
  it("asks for the learner's own pair, then real minimal pairs of the same sound, alternating the word said", () => {
    const think = exercisesFor({ errorType: 'pronunciation', specificError: 'sink', correctForm: 'think', contextExamples: ['I think so.'] });
    expect(shown(think)).toEqual([
      { type: 'pronunciation', prompt: 'think / sink', blanks: 1, choices: ['think', 'sink'], spoken: 'think' },
      { type: 'pronunciation', prompt: 'thick / sick', blanks: 1, choices: ['thick', 'sick'], spoken: 'sick' },
      { type: 'pronunciation', prompt: 'thing / sing', blanks: 1, choices: ['thing', 'sing'], spoken: 'thing' },
    ]);
  });

  it('reads the contrast from the spelling the phonetic analysis records', () => {
    const pairsOf = (specificError: string, correctForm: string) =>
      exercisesFor({ errorType: 'pronunciation', specificError, correctForm, contextExamples: [] }).map((e) => e.prompt);
    expect(pairsOf('fink', 'think')).toEqual(['think / fink', 'three / free', 'thought / fought']);
    expect(pairsOf('tink', 'think')).toEqual(['think / tink', 'three / tree', 'thin / tin']);
    expect(pairsOf('dis', 'this')).toEqual(['this / dis', 'they / day', 'then / den']);
    expect(pairsOf('hed', 'red')).toEqual(['red / hed', 'rat / hat', 'rot / hot']);
    expect(pairsOf('cet', 'cat')).toEqual(['cat / cet', 'bad / bed', 'man / men']);
    expect(pairsOf('bigi', 'big')).toEqual(['big / bigi', 'cook / cookie', 'dog / doggie']);
    // A contrast the table does not know keeps the learner's own pair.
    expect(pairsOf('wok', 'walk')).toEqual(['walk / wok']);
  });

  it('has real minimal pairs for every Brazilian error the analysis names, told apart where the letters alone would mix them', () => {
    const pairsOf = (specificError: string, correctForm: string) =>
      exercisesFor({ errorType: 'pronunciation', specificError, correctForm, contextExamples: [] }).map((e) => e.prompt);
    expect(pairsOf('vehy', 'very')).toEqual(['very / vehy', 'red / head', 'rat / hat']);
    expect(pairsOf('ome', 'home')).toEqual(['home / ome', 'hold / old', 'heat / eat']);
    expect(pairsOf('tẽ', 'ten')).toEqual(['ten / tẽ', 'seen / see', 'time / tie']);
    expect(pairsOf('talk', 'talked')).toEqual(['talked / talk', 'walked / walk', 'played / play']);
    expect(pairsOf('live', 'lived')).toEqual(['lived / live', 'moved / move', 'used / use']);
    expect(pairsOf('workid', 'worked')).toEqual(['worked / workid', 'missed / misted', 'passed / pasted']);
    expect(pairsOf('cot', 'cat')).toEqual(['cat / cot', 'cap / cop', 'hat / hot']);
    expect(pairsOf('cop', 'cup')).toEqual(['cup / cop', 'cut / cot', 'luck / lock']);
    expect(pairsOf('buuk', 'book')).toEqual(['book / buuk', 'look / Luke', 'full / fool']);
    expect(pairsOf('tchicket', 'ticket')).toEqual(['ticket / tchicket', 'tip / chip', 'tease / cheese']);
    expect(pairsOf('djifferent', 'different')).toEqual(['different / djifferent', 'deep / jeep', 'dim / gym']);
    expect(pairsOf('ischool', 'school')).toEqual(['school / ischool', 'state / estate', 'steam / esteem']);
    expect(pairsOf('bin', 'pin')).toEqual(['pin / bin', 'pear / bear', 'pig / big']);
    expect(pairsOf('gat', 'cat')).toEqual(['cat / gat', 'coat / goat', 'cold / gold']);
    expect(pairsOf('ship', 'sheep')).toEqual(['sheep / ship', 'leave / live', 'feel / fill']);
  });

  it('asks where the stress falls for a misplaced stress, then real words told apart by stress', () => {
    const hospital = exercisesFor({ errorType: 'pronunciation', specificError: 'hos-PI-tal', correctForm: 'hospital', contextExamples: [] });
    expect(shown(hospital)).toEqual([
      { type: 'pronunciation', prompt: 'ˈHOS-pi-tal / hos-ˈPI-tal', blanks: 1, choices: ['ˈHOS-pi-tal', 'hos-ˈPI-tal'], spoken: 'hospital' },
      { type: 'pronunciation', prompt: 'desert / dessert', blanks: 1, choices: ['desert', 'dessert'], spoken: 'dessert' },
      { type: 'pronunciation', prompt: 'insight / incite', blanks: 1, choices: ['insight', 'incite'], spoken: 'insight' },
    ]);
    expect(isRight(hospital[0]!, ['ˈHOS-pi-tal'])).toBe(true);
    expect(isRight(hospital[0]!, ['hos-ˈPI-tal'])).toBe(false);
    const chocolate = exercisesFor({ errorType: 'pronunciation', specificError: 'chocolate (2ª sílaba)', correctForm: 'chocolate', contextExamples: [] });
    expect(chocolate.map((e) => e.prompt)).toEqual(['desert / dessert', 'insight / incite']);
  });
});

describe('translation exercises', () => {
  it('asks a dictionary word both ways and accepts any listed sense, without accents', () => {
    const look = exercisesFor({
      errorType: 'vocabulary',
      specificError: 'look forward to',
      correctForm: 'aguardar ansiosamente, esperar',
      contextExamples: [],
    });
    expect(shown(look)).toEqual([
      { type: 'translation', prompt: 'look forward to', blanks: 1, choices: [], spoken: null },
      { type: 'translation', prompt: 'aguardar ansiosamente, esperar', blanks: 1, choices: [], spoken: null },
    ]);
    expect(isRight(look[0]!, ['Esperar'])).toBe(true);
    expect(isRight(look[0]!, ['aguardar  ansiosamente'])).toBe(true);
    expect(isRight(look[0]!, ['procurar'])).toBe(false);
    expect(isRight(look[1]!, ['Look forward to!'])).toBe(true);
  });
});

describe('answers', () => {
  it('compare without case, accents, extra spaces, curly apostrophes or the punctuation around them', () => {
    expect(answerKey('  Não   É,  ')).toBe('nao e');
    expect(answerKey('I’m.')).toBe("i'm");
    const [first] = exercisesFor(years);
    expect(isRight(first!, ['AM', 'old.'])).toBe(true);
    expect(isRight(first!, ['am', 'young'])).toBe(false);
    expect(isRight(first!, ['am'])).toBe(false);
  });
});
