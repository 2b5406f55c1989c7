import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { LearningProfileDocument, ProgressReportDocument } from '../../generated/graphql.ts';
import { ENGLISH_LEVEL_LABELS } from '../../lib/learner/learning-profile.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { ACTIVITY_LABELS, SKILLS, activityDate, earnedDate, goals, skillPercent, type ProgressReport } from './progress-report.ts';
import { WeeklyChart } from './WeeklyChart.tsx';

/**
 * Spec part 1 §2: /progress. A session the server no longer accepts is
 * handled for the whole app (toast, then /api/login after 500 ms).
 */
export function ProgressPage() {
  const report = useQuery(ProgressReportDocument);
  const profile = useQuery(LearningProfileDocument);
  const level = profile.data?.learningProfile?.englishLevel;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:px-6">
      <header>
        <h1 className="text-3xl font-extrabold text-stone-900">Your Progress</h1>
        {level && <p className="mt-1 font-medium text-orange-700">{ENGLISH_LEVEL_LABELS[level]} level</p>}
      </header>
      {report.loading ? (
        <Loading label="Loading your progress..." />
      ) : report.data ? (
        <Report progress={report.data.progress} />
      ) : (
        <Section title="Progress unavailable">
          <p className="text-stone-700">We could not load your progress right now.</p>
          <Button className="mt-4" onClick={() => void report.refetch().catch(() => {})}>
            Try again
          </Button>
        </Section>
      )}
    </div>
  );
}

function Report({ progress }: { progress: ProgressReport }) {
  const { daily, weekly } = goals(progress);
  const totals = [
    { label: 'Day Streak', value: progress.currentStreak, note: `Best: ${progress.longestStreak} days` },
    { label: 'Flow Points', value: progress.flowPoints },
    { label: 'Minutes Practiced', value: progress.totalMinutes },
    { label: 'Words Learned', value: progress.wordsLearned },
    { label: 'Challenges Completed', value: progress.challengesCompleted },
  ];
  const earned = progress.achievements.filter((a) => a.earnedAt);
  const locked = progress.achievements.filter((a) => !a.earnedAt);

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {totals.map((total) => (
          <Card key={total.label} padding="sm">
            <dt className="text-sm text-stone-600">{total.label}</dt>
            <dd className="text-2xl font-extrabold text-stone-900">{total.value}</dd>
            {total.note && <dd className="text-xs text-stone-500">{total.note}</dd>}
          </Card>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Skills">
          <ul className="space-y-4">
            {SKILLS.map((skill) => {
              const percent = skillPercent(progress[skill.key], skill.fallback);
              return (
                <li key={skill.key}>
                  <span className="flex justify-between text-sm">
                    <span className="font-medium text-stone-700">{skill.label}</span>
                    <span className="font-semibold text-stone-900">{percent}%</span>
                  </span>
                  <ProgressBar percent={percent} label={skill.label} className="mt-1 h-2.5" />
                </li>
              );
            })}
          </ul>
        </Section>

        <Section title="Weekly Progress">
          <WeeklyChart days={progress.weeklyMinutes} />
        </Section>

        <Section title="Goals">
          <ul className="space-y-4">
            <GoalRow label="Daily goal" done={daily.done} target={daily.target} percent={daily.percent} />
            <GoalRow label="Weekly goal" done={weekly.done} target={weekly.target} percent={weekly.percent} />
          </ul>
        </Section>

        <Section title="Recent Activity">
          {progress.recentActivity.length === 0 ? (
            <p className="text-stone-600">No activity yet. Start a conversation or a challenge to see it here.</p>
          ) : (
            <ul className="divide-y divide-amber-100">
              {progress.recentActivity.map((activity) => (
                <li key={activity.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="block font-medium text-stone-900">{activity.title}</span>
                    <span className="text-xs text-stone-500">
                      {ACTIVITY_LABELS[activity.kind]} · <time dateTime={activity.occurredAt}>{activityDate(activity.occurredAt)}</time>
                    </span>
                  </span>
                  <span className="text-right text-sm whitespace-nowrap">
                    <span className="block text-stone-700">{activity.minutes} min</span>
                    <span className="block font-semibold text-orange-700">+{activity.flowPoints} FP</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section title="Achievements">
        <div className="grid gap-6 md:grid-cols-2">
          <AchievementList title={`Earned (${earned.length})`} items={earned} earned empty="No achievements earned yet: keep practicing!" />
          <AchievementList title={`Locked (${locked.length})`} items={locked} earned={false} empty="You have earned them all!" />
        </div>
      </Section>
    </>
  );
}

/** One titled part of the report. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `progress-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function GoalRow({ label, done, target, percent }: { label: string; done: number; target: number; percent: number }) {
  return (
    <li>
      <span className="flex justify-between text-sm">
        <span className="font-medium text-stone-700">{label}</span>
        <span className="text-stone-900">
          {done} / {target} min
        </span>
      </span>
      <ProgressBar percent={percent} label={label} className="mt-1 h-2.5" />
    </li>
  );
}

function AchievementList({ title, items, earned, empty }: { title: string; items: ProgressReport['achievements']; earned: boolean; empty: string }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-stone-800">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-stone-500">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((achievement) => (
            <li key={achievement.id} className={`rounded-xl p-3 ring-1 ${earned ? 'bg-amber-50 ring-amber-300' : 'bg-stone-50 ring-stone-200'}`}>
              <span className="block font-semibold text-stone-900">
                {earned ? '' : <span className="sr-only">Locked: </span>}
                {achievement.title}
              </span>
              <span className="block text-sm text-stone-600">{achievement.description}</span>
              {achievement.earnedAt && <span className="block text-xs text-orange-700">Earned {earnedDate(achievement.earnedAt)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
