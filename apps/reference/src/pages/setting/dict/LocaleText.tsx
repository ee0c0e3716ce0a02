import { Space, Tag, Tooltip } from '@arco-design/web-react';
import { resolveLabel, type LocaleLabels } from '@backoffice/console-core';
import { useLocale, useT } from '@backoffice/console-ui';

/**
 * A record's two texts as core's labels: `first` is the en-US text, `second` the zh-CN one (null or empty: none).
 * @example
 * bilingual(role.name, role.nameZh); // { 'en-US': 'Moderator', 'zh-CN': '主持人' }
 */
export function bilingual(first: string | null | undefined, second: string | null | undefined): LocaleLabels {
  return { 'en-US': first ?? null, 'zh-CN': second ?? null };
}

/**
 * The text of `labels` in the current language, as a plain string (selects, confirmations, titles).
 * @example
 * const inLocale = useLocaleText();
 * inLocale(bilingual(dict.name, dict.nameZh)); // 'Gender' or '性别'
 */
export function useLocaleText(): (labels: LocaleLabels) => string {
  const locale = useLocale();
  return (labels) => resolveLabel(labels, locale).text;
}

/**
 * The text of `labels` in the current language. When it has none in that language and shows the other one, a
 * small tag names the language shown (e.g. "EN") with a tooltip saying why, so a missing translation is visible.
 * @example
 * <LocaleText labels={bilingual(item.label, item.labelZh)} />
 */
export function LocaleText({ labels }: { labels: LocaleLabels }) {
  const t = useT();
  const choice = resolveLabel(labels, useLocale());
  if (!choice.fallback || choice.locale === null) return <>{choice.text}</>;
  const tip = t(`dict.fallback.tip.${choice.locale}`);
  return (
    <Space size={4}>
      <span>{choice.text}</span>
      <Tooltip content={tip}>
        <Tag size="small" color="orangered" bordered aria-label={tip} title={tip} data-testid="label-fallback">
          {t(`dict.fallback.${choice.locale}`)}
        </Tag>
      </Tooltip>
    </Space>
  );
}
