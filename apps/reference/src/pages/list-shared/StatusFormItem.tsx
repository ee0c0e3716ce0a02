import { Form, Radio } from '@arco-design/web-react';
import { useT } from '@backoffice/console-ui';

/**
 * A form's enabled/disabled status field (`status`), in the strings of the page `page`: `<page>.form.status`,
 * `<page>.status.enabled` and `<page>.status.disabled` (the list's search bar uses the same, keywordStatusFields).
 */
export function StatusFormItem({ page }: { page: string }) {
  const t = useT();
  return (
    <Form.Item label={t(`${page}.form.status`)} field="status">
      <Radio.Group>
        <Radio value="enabled">{t(`${page}.status.enabled`)}</Radio>
        <Radio value="disabled">{t(`${page}.status.disabled`)}</Radio>
      </Radio.Group>
    </Form.Item>
  );
}
