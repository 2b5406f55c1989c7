import { SOCRATIC_GLOSSARY } from '@juba/contracts/socratic';
import type { WordTranslation } from '@juba/ai-provider';
import { glossaryFor } from '../chat/index.ts';

/** The screen's own small glossary (spec §4), as translations the chat glossary takes after its own. */
const SOCRATIC_TRANSLATIONS: readonly WordTranslation[] = Object.entries(SOCRATIC_GLOSSARY).map(([word, translation]) => ({ word, translation }));

/** The tooltip translations of a partner's message: Juba's glossary, then the Socratic screen's, then the model's. */
export const socraticGlossaryFor = (text: string, modelTranslations: readonly WordTranslation[] = []) =>
  glossaryFor(text, [...modelTranslations, ...SOCRATIC_TRANSLATIONS]);
