import { describe, expect, it } from 'vitest';
import { wordsOf } from './lexicon.ts';

describe('abbreviations in a learner’s text, read as the words they stand for', () => {
  it.each([
    ['See you at 10am', 'See you at ten a.m.'],
    ['It starts at 7 PM', 'It starts at seven p.m.'],
    ['The hotel is 5 km away', 'The hotel is five kilometers away'],
    ['It weighs 1 kg', 'It weighs one kilogram'],
    ['He drove at 60 mph', 'He drove at sixty miles per hour'],
    ['Wait 10 min please', 'Wait ten minutes please'],
    ['Dr. Smith is here', 'Doctor Smith is here'],
    ['They live on Elm Dr now', 'They live on Elm Dr now'],
    ['We flew to St. Louis', 'We flew to Saint Louis'],
    ['They live on Park Ave.', 'They live on Park Avenue'],
    ['Brazil vs. Germany', 'Brazil versus Germany'],
    ['Prof. Lima teaches here', 'Professor Lima teaches here'],
    ['He was No. 1 again', 'He was Number one again'],
    ['No. I am not', 'No I am not'],
    ['I am here', 'I am here'],
    ['Tom & Jerry', 'Tom and Jerry'],
    ['C++ is 2 + 2 = 4', 'C plus plus is two plus two equals four'],
    ['World War II ended', 'World War two ended'],
    ['Chapter IV is long', 'Chapter four is long'],
    ['Queen Elizabeth II was old', 'Queen Elizabeth the second was old'],
    ['Pope John Paul II', 'Pope John Paul the second'],
    ['Henry VIII had six wives', 'Henry the eighth had six wives'],
    ['King Henry V won', 'King Henry the fifth won'],
    ['Malcolm X spoke', 'Malcolm X spoke'],
    ['WORLD WAR II', 'WORLD WAR two'],
    ['He needs an IV drip', 'He needs an IV drip'],
    ['It was Rocky IIII', 'It was Rocky IIII'],
    ['My son is 5. Am I a good mother', 'My son is five Am I a good mother'],
    ['It costs $5, am I right', 'It costs five dollars am I right'],
    ['I said no. 2 days later', 'I said no two days later'],
    ['He lives on Main St. Tom lives next door', 'He lives on Main St Tom lives next door'],
    ['Visit St. Louis', 'Visit Saint Louis'],
    ['Ask Dr. Smith. Dr. Jones is out', 'Ask Doctor Smith Doctor Jones is out'],
    ['She lives on 5th Ave', 'She lives on fifth Avenue'],
    ['Ave Maria', 'Ave Maria'],
  ])('reads "%s" as "%s"', (text, read) => {
    expect(wordsOf(text).join(' ')).toBe(read);
  });
});
