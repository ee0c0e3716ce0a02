import { useState, type CSSProperties } from 'react';
import type { PasswordAssessment, PasswordScorer } from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';
import { useT } from '../hooks/useT';
import { passwordStrengthMessages, STRENGTH_SUGGESTIONS, STRENGTH_WARNINGS } from '../i18n/password-strength-messages';
import { usePasswordAssessment } from './usePasswordAssessment';

/**
 * Props of {@link PasswordStrength}.
 *
 * @example
 * <PasswordStrength password={newPassword} userInputs={[username, realName, 'backoffice']} />
 */
export interface PasswordStrengthProps {
  /** The password being typed; nothing shows while it is empty. */
  password: string;
  /** Words that count as easy to guess here: the user's names, the product's name. */
  userInputs?: readonly string[];
  /** Loads the scorer; default zxcvbn-ts with its common dictionary (`loadPasswordScorer`), loaded on first use. */
  loadScorer?: () => Promise<PasswordScorer>;
}

const SEGMENTS = 4;
/** Arco's palette variables are RGB triplets ('245,63,63'), hence rgb(). */
const SEGMENT_COLOURS = [
  'rgb(var(--danger-6))',
  'rgb(var(--danger-6))',
  'rgb(var(--warning-6))',
  'rgb(var(--success-6))',
  'rgb(var(--success-6))',
];
const known = (list: readonly string[], key: string | undefined): key is string => key !== undefined && list.includes(key);

function Meter({ assessment, label }: { assessment: PasswordAssessment; label: string }) {
  const t = useT();
  const colour = SEGMENT_COLOURS[assessment.score];
  const segment = (index: number): CSSProperties => ({
    flex: 1,
    height: 4,
    borderRadius: 2,
    background: index < Math.max(1, assessment.score) ? colour : 'var(--color-fill-3)',
  });
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={assessment.score}
      aria-valuetext={t(`ui.strength.${assessment.rating}`)}
      style={{ display: 'flex', gap: 4, margin: '4px 0' }}
    >
      {Array.from({ length: SEGMENTS }, (_, index) => (
        <span key={index} style={segment(index)} />
      ))}
    </div>
  );
}

/**
 * A strength meter for a new password: zxcvbn-ts's rating (very weak to very strong) and its reason and advice
 * in the user's language, updated as the user types. It advises; the server decides (it refuses common and
 * breached passwords and the user's own names). zxcvbn-ts and its dictionaries load on the first character.
 *
 * @example
 * const [password, setPassword] = useState('');
 * <Input.Password value={password} onChange={setPassword} />
 * <PasswordStrength password={password} userInputs={[user.username, user.realName ?? '', 'backoffice']} />
 */
export function PasswordStrength({ password, userInputs, loadScorer }: PasswordStrengthProps) {
  const { i18n } = useConsole();
  // Once, before the first text: the meter's strings travel with it, not in the entry chunk (idempotent, keeps the app's own).
  useState(() => i18n.addMessages(passwordStrengthMessages));
  const t = useT();
  const state = usePasswordAssessment(password, userInputs, loadScorer);
  const label = t('ui.strength.label');
  if (state.status === 'empty') return null;
  const assessment = state.status === 'ready' ? state.assessment : undefined;
  const warning = known(STRENGTH_WARNINGS, assessment?.warning) ? assessment?.warning : undefined;
  const suggestions = assessment?.suggestions.filter((key) => known(STRENGTH_SUGGESTIONS, key)) ?? [];
  return (
    <div className="bo-password-strength" data-rating={assessment?.rating ?? 'loading'}>
      {assessment ? <Meter assessment={assessment} label={label} /> : null}
      <div aria-live="polite" style={{ color: 'var(--color-text-2)', fontSize: 12, lineHeight: '18px' }}>
        {assessment ? (
          <>
            <div style={{ fontWeight: 500, color: 'var(--color-text-1)' }}>
              {t('ui.strength.rating', { rating: t(`ui.strength.${assessment.rating}`) })}
            </div>
            {warning ? <div>{t(`ui.strength.warning.${warning}`)}</div> : null}
            {suggestions.map((key) => (
              <div key={key}>{t(`ui.strength.suggestion.${key}`)}</div>
            ))}
          </>
        ) : (
          t('ui.strength.loading')
        )}
      </div>
    </div>
  );
}
