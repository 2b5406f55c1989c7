/** The four built-in challenges as the learner subgraph answers them (with __typename). */
export const CHALLENGES = [
  {
    id: 'startup-pitch',
    type: 'pitch',
    title: 'Startup Pitch',
    description: 'Convince an investor in three minutes.',
    scenario: 'You have three minutes with an investor in an elevator in San Francisco.',
    duration: 3,
    difficulty: 'hard',
    color: 'purple',
    requirements: ['State the problem', 'Describe your solution', 'Name your customer', 'Ask for the investment'],
  },
  {
    id: 'job-interview',
    type: 'interview',
    title: 'Job Interview',
    description: 'Answer an American interviewer with confidence.',
    scenario: 'A recruiter in Austin asks you to tell her about yourself.',
    duration: 5,
    difficulty: 'medium',
    color: 'blue',
    requirements: ['Introduce yourself', 'Describe one achievement', 'Explain why you want this job', 'Ask a question'],
  },
  {
    id: 'tech-presentation',
    type: 'presentation',
    title: 'Tech Presentation',
    description: 'Present a technical topic to a mixed audience.',
    scenario: 'Present your team’s new app to the marketing department.',
    duration: 7,
    difficulty: 'hard',
    color: 'green',
    requirements: ['Open with the goal', 'Explain without jargon', 'Give an example', 'Invite questions'],
  },
  {
    id: 'casual-debate',
    type: 'debate',
    title: 'Casual Debate',
    description: 'Disagree in a friendly way.',
    scenario: 'A friend says remote work is better than the office.',
    duration: 4,
    difficulty: 'medium',
    color: 'orange',
    requirements: ['State your opinion', 'Give two reasons', 'Respond politely', 'Close with a compromise'],
  },
].map((challenge) => ({ __typename: 'Challenge', ...challenge }));

export function completion(input: { challengeType: string; scenario: string; score: number; feedback: string; duration: number }) {
  return { __typename: 'ChallengeCompletion', id: 'completion-1', score: input.score, flowPoints: 25 };
}
