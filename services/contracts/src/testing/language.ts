/**
 * A content test's check that a text meant for the learner in Portuguese is
 * Portuguese and one meant in English is English: words found only in one of
 * the two languages, plus Portuguese's accented letters, outvote the other.
 * English quoted inside a Portuguese explanation ("How are you doing?") is
 * the example being explained, so quoted spans are not counted.
 */

const PORTUGUESE_WORDS = new Set(
  'de da das dos um uma uns umas e é em na nas nos ao aos à às que para por pelo pela com não você vocês seu sua seus suas mais mas como quando também muito muita isso isto esse essa este esta ele ela eles elas eu nós tem têm está estão são ser foi fica só já bem bom boa sempre nunca ou se sem quem onde qual porque até depois antes aqui lá sobre entre cada outro outra faz fazer diz dizer quanto quanta tudo obrigado obrigada agora hoje ontem ainda estou estamos vou vamos vai mesmo meu minha nosso nossa tome depende desculpe ajude conta o os dia'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and is are was were you your of to it its with for this that these what which have has had be been will would can could not they their there we our he she his her i my me do does did an on at from by about just'.split(
    ' ',
  ),
);
const PORTUGUESE_LETTERS = /[ãõçáéíóúâêôà]/;
const QUOTED = /"[^"]*"|“[^”]*”/g;

function words(text: string): string[] {
  return text
    .replace(QUOTED, ' ')
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
}

function votes(text: string) {
  const list = words(text);
  const portuguese = list.filter((w) => PORTUGUESE_WORDS.has(w) || PORTUGUESE_LETTERS.test(w)).length;
  const english = list.filter((w) => ENGLISH_WORDS.has(w)).length;
  return { portuguese, english };
}

export function looksPortuguese(text: string): boolean {
  const { portuguese, english } = votes(text);
  return portuguese > 0 && portuguese >= english;
}

export function looksEnglish(text: string): boolean {
  const { portuguese, english } = votes(text);
  return english > 0 && english > portuguese;
}
