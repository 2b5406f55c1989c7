import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_SHARED_TEXTS, VOICE_CONSENT_PARAGRAPHS } from '@juba/contracts/voice-consent';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { withVoiceConsent } from '../../test-support/voice-consent.ts';
import { VoiceConsentNotice } from './VoiceConsentNotice.tsx';

describe('the voice notice', () => {
  it('says what is recorded, where it is analysed, that it is deleted and never shared, and how to withdraw', async () => {
    renderApp(<VoiceConsentNotice />, { link: withVoiceConsent(new ScriptedLink()) });
    for (const paragraph of VOICE_CONSENT_PARAGRAPHS) expect(screen.getByText(paragraph)).toBeVisible();
    expect(await screen.findByText(VOICE_CONSENT_PARAGRAPHS[0]!)).toBeVisible();
    expect(screen.queryByText(/provedor de inteligência artificial externo/)).toBeNull();
  });

  it('names the texts an AI provider receives when the operator configured one', async () => {
    renderApp(<VoiceConsentNotice />, { link: withVoiceConsent(new ScriptedLink(), null, 'openai') });
    expect(await screen.findByText(/provedor de inteligência artificial externo/)).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...AI_SHARED_TEXTS]);
  });
});
