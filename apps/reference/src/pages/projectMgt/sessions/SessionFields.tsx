import { DatePicker, Form, Input, InputNumber, Select, Space, type FormInstance } from '@arco-design/web-react';
import type { SessionDetail, SessionFields as SessionBody, SessionKind, SessionStatus } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { DictOrFixedSelect } from '../fields/DictOrFixed';
import { ProjectModeratorSelect } from '../fields/ProjectModeratorSelect';
import { browserTimeZone, timeZoneNames, utcToZonedWall, zonedWallToUtc } from './timeZone';

/** What the session form holds: wall-clock times in the chosen zone. */
export interface SessionFormValues {
  title: string;
  kind: SessionKind;
  timeZone: string;
  start: string;
  end: string;
  moderatorId?: number;
  status: SessionStatus;
  meetingLink?: string;
  capacity: number;
}

/** Initial values: a new session (null) or an existing one shown in its own zone. */
export function sessionFormValues(session: SessionDetail | null): Partial<SessionFormValues> {
  if (!session) return { kind: 'focus_group', status: 'scheduled', timeZone: browserTimeZone(), capacity: 8 };
  return {
    title: session.title,
    kind: session.kind,
    timeZone: session.timeZone,
    start: utcToZonedWall(session.startAt, session.timeZone),
    end: utcToZonedWall(session.endAt, session.timeZone),
    moderatorId: session.moderator?.id,
    status: session.status,
    meetingLink: session.meetingLink ?? '',
    capacity: session.capacity,
  };
}

/** The request fields of a filled form: times converted from the zone's wall clock to UTC. */
export function toSessionBody(v: SessionFormValues): SessionBody {
  return {
    title: v.title.trim(),
    kind: v.kind,
    timeZone: v.timeZone,
    startAt: zonedWallToUtc(v.start, v.timeZone),
    endAt: zonedWallToUtc(v.end, v.timeZone),
    moderatorId: v.moderatorId ?? null,
    status: v.status,
    meetingLink: v.meetingLink?.trim() || null,
    capacity: v.capacity,
  };
}

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * The session form's items (title, kind, zone, start/end, moderator among the project's, status, link, capacity)
 * inside a parent Form.
 */
export function SessionFields(props: { form: FormInstance<SessionFormValues>; session: SessionDetail | null; projectId: number }) {
  const { form, session, projectId } = props;
  const t = useT();
  const required = (label: string) => ({ required: true, message: t('projectMgt.form.required', { field: t(label) }) });
  const zones = timeZoneNames();
  return (
    <>
      <Form.Item
        label={t('projectMgt.session.field.title')}
        field="title"
        rules={[required('projectMgt.session.field.title'), { maxLength: 200 }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label={t('projectMgt.session.field.kind')} field="kind" rules={[required('projectMgt.session.field.kind')]}>
          <DictOrFixedSelect code="session_kind" style={{ width: 200 }} aria-label={t('projectMgt.session.field.kind')} />
        </Form.Item>
        <Form.Item label={t('projectMgt.session.field.status')} field="status">
          <DictOrFixedSelect code="session_status" style={{ width: 200 }} aria-label={t('projectMgt.session.field.status')} />
        </Form.Item>
      </Space>
      <Form.Item label={t('projectMgt.session.field.timeZone')} field="timeZone" rules={[required('projectMgt.session.field.timeZone')]}>
        <Select showSearch options={zones} aria-label={t('projectMgt.session.field.timeZone')} style={{ width: 280 }} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label={t('projectMgt.session.field.start')} field="start" rules={[required('projectMgt.session.field.start')]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          label={t('projectMgt.session.field.end')}
          field="end"
          rules={[
            required('projectMgt.session.field.end'),
            {
              validator: (end: string | undefined, callback: (message?: string) => void) => {
                const start = form.getFieldValue('start') as string | undefined;
                callback(end && start && end <= start ? t('projectMgt.session.form.endBeforeStart') : undefined);
              },
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
        </Form.Item>
      </Space>
      <Form.Item label={t('projectMgt.session.field.moderator')} field="moderatorId" extra={t('projectMgt.session.form.moderatorRule')}>
        <ProjectModeratorSelect projectId={projectId} current={session?.moderator} aria-label={t('projectMgt.session.field.moderator')} />
      </Form.Item>
      <Form.Item
        label={t('projectMgt.session.field.meetingLink')}
        field="meetingLink"
        rules={[
          {
            validator: (v: string | undefined, cb: (m?: string) => void) =>
              cb(v?.trim() && !isHttpUrl(v.trim()) ? t('projectMgt.session.form.linkRule') : undefined),
          },
        ]}
      >
        <Input maxLength={2000} placeholder="https://" />
      </Form.Item>
      <Form.Item
        label={t('projectMgt.session.field.capacity')}
        field="capacity"
        rules={[required('projectMgt.session.field.capacity'), { type: 'number', min: 1, max: 500 }]}
      >
        <InputNumber min={1} max={500} precision={0} style={{ width: 160 }} aria-label={t('projectMgt.session.field.capacity')} />
      </Form.Item>
    </>
  );
}
