import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { LearningProfileDocument, SaveLearningProfileDocument } from '../../generated/graphql.ts';
import { storeLearningProfile } from '../../lib/learner/learning-profile.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { ChoiceList } from '../../lib/ui/ChoiceList.tsx';
import { InterestChips } from './choices.tsx';
import { INTERESTS } from '@juba/contracts/learning-profile-options';
import {
  GOAL_CHOICES,
  LEVEL_CHOICES,
  STEP_COUNT,
  STEP_TITLES,
  STYLE_CHOICES,
  TIME_CHOICES,
  answersFrom,
  isStepAnswered,
  toProfileInput,
  type Answers,
} from './onboarding-steps.ts';

/** Spec part 1 §2 and §4: the five-step onboarding questionnaire at /onboarding. */
export function OnboardingPage() {
  const { data, loading } = useQuery(LearningProfileDocument);
  if (loading) {
    return <Loading label="Loading your profile..." />;
  }
  // A profile that cannot be read simply leaves the form empty.
  return <OnboardingForm initial={answersFrom(data?.learningProfile)} />;
}

function OnboardingForm({ initial }: { initial: Answers }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<Answers>(initial);
  const [save, { loading: saving }] = useMutation(SaveLearningProfileDocument, {
    update: (cache, { data }) => {
      if (data) storeLearningProfile(cache, data.saveLearningProfile);
    },
  });

  const answer = (patch: Partial<Answers>) => setAnswers((current) => ({ ...current, ...patch }));
  const canContinue = isStepAnswered(step, answers) && !saving;
  const last = step === STEP_COUNT;
  const titleId = 'onboarding-step-title';

  const submit = async () => {
    const input = toProfileInput(answers);
    if (!input) return;
    try {
      await save({ variables: { input } });
      toast({ title: 'Profile Created!', description: 'Your learning journey is ready.' });
      void navigate('/');
    } catch (error) {
      console.warn('Saving the learning profile failed:', error);
      toast({ title: 'Error', description: 'Failed to create learning profile. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-2xl font-extrabold text-stone-900">Let's personalize your learning</h1>
      <div className="mt-4 flex items-center gap-3">
        <span className="text-sm font-medium whitespace-nowrap text-stone-700">
          {step} of {STEP_COUNT}
        </span>
        <ProgressBar percent={Math.round((step / STEP_COUNT) * 100)} label="Onboarding progress" className="h-2 flex-1" />
      </div>

      <Card
        as="form"
        className="mt-6"
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canContinue) return;
          if (last) void submit();
          else setStep(step + 1);
        }}
      >
        <h2 id={titleId} className="text-xl font-bold text-orange-700">
          {STEP_TITLES[step - 1]}
        </h2>
        <div className="mt-4">
          {step === 1 && (
            <ChoiceList
              legend="What's your current English level?"
              name="englishLevel"
              choices={LEVEL_CHOICES}
              value={answers.englishLevel}
              onChange={(englishLevel) => answer({ englishLevel })}
            />
          )}
          {step === 2 && (
            <ChoiceList
              legend="What's your main goal?"
              name="primaryGoal"
              choices={GOAL_CHOICES}
              value={answers.primaryGoal}
              onChange={(primaryGoal) => answer({ primaryGoal })}
            />
          )}
          {step === 3 && (
            <InterestChips
              legend="What are you interested in? Pick at least one."
              options={INTERESTS}
              selected={answers.interests}
              onChange={(interests) => answer({ interests })}
            />
          )}
          {step === 4 && (
            <ChoiceList
              legend="How much time can you practice per day?"
              name="availableTime"
              choices={TIME_CHOICES}
              value={answers.availableTime}
              onChange={(availableTime) => answer({ availableTime })}
            />
          )}
          {step === 5 && (
            <ChoiceList
              legend="How do you learn best?"
              name="learningStyle"
              choices={STYLE_CHOICES}
              value={answers.learningStyle}
              onChange={(learningStyle) => answer({ learningStyle })}
            />
          )}
        </div>

        <div className="mt-6 flex justify-between gap-3">
          <Button variant="secondary" disabled={step === 1 || saving} onClick={() => setStep(step - 1)}>
            Previous
          </Button>
          <Button size="lg" type="submit" disabled={!canContinue}>
            {last ? 'Complete Setup' : 'Continue'}
          </Button>
        </div>
      </Card>
    </div>
  );
}
