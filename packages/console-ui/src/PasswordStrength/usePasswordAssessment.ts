import { useEffect, useMemo, useState } from 'react';
import { loadPasswordScorer, type PasswordAssessment, type PasswordScorer } from '@backoffice/console-core';

/**
 * What {@link usePasswordAssessment} knows: nothing typed yet (or the scorer could not load: the meter only advises,
 * so it then shows nothing), the scorer still loading, or the assessment.
 */
export type AssessmentState = { status: 'empty' } | { status: 'loading' } | { status: 'ready'; assessment: PasswordAssessment };

/**
 * Scores `password` as it is typed. The scorer loads on the first character typed (not before: zxcvbn-ts's
 * dictionaries are a chunk of their own), then scores each change synchronously.
 *
 * @example
 * const state = usePasswordAssessment(password, ['jane.doe', 'backoffice']);
 * if (state.status === 'ready' && state.assessment.weak) warn();
 */
export function usePasswordAssessment(
  password: string,
  userInputs: readonly string[] = [],
  loadScorer: () => Promise<PasswordScorer> = loadPasswordScorer,
): AssessmentState {
  const [scorer, setScorer] = useState<{ score: PasswordScorer }>();
  const [failed, setFailed] = useState(false);
  const typed = password.length > 0 && !failed;
  useEffect(() => {
    if (typed && !scorer)
      loadScorer().then(
        (score) => setScorer({ score }),
        () => setFailed(true),
      );
  }, [typed, scorer, loadScorer]);
  const inputsKey = userInputs.join('\n');
  return useMemo((): AssessmentState => {
    if (!typed) return { status: 'empty' };
    if (!scorer) return { status: 'loading' };
    const inputs = inputsKey.split('\n').filter((word) => word.length > 0);
    return { status: 'ready', assessment: scorer.score(password, inputs) };
  }, [typed, scorer, password, inputsKey]);
}
