import { useState } from 'react';
import { Button, Input, Space } from '@arco-design/web-react';
import { startRegistration } from '@simplewebauthn/browser';
import { useConsole, useT } from '@backoffice/console-ui';
import { passkeyApi } from './api';

/**
 * Adds a passkey under a name: the browser (or a security key, or the phone) creates it, the server keeps its
 * public key. `onAdded` gets the recovery codes that come with a first factor.
 */
export function PasskeyAdd({ onAdded }: { onAdded: (recoveryCodes: string[]) => void }) {
  const t = useT();
  const { client, notifier } = useConsole();
  const api = passkeyApi(client);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      const { id, options } = await api.options();
      const response = await startRegistration({ optionsJSON: options });
      const { recoveryCodes } = await api.register({ id, name: name.trim() || t('twoStep.passkey.defaultName'), response });
      setName('');
      notifier.toast({ type: 'success', content: t('twoStep.passkey.added') });
      onAdded(recoveryCodes);
    } catch (err) {
      if (err instanceof Error && err.name === 'NotAllowedError') return; // the person cancelled the browser's dialog
      notifier.toast({ type: 'error', content: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Input
        aria-label={t('twoStep.passkey.name')}
        placeholder={t('twoStep.passkey.name')}
        value={name}
        onChange={setName}
        maxLength={64}
        style={{ width: 220 }}
      />
      <Button loading={busy} onClick={() => void add()}>
        {t('twoStep.passkey.add')}
      </Button>
    </Space>
  );
}
