import type {
  PictureItOption,
  QuestionAddRequest,
  QuestionListRequest,
  QuestionListResult,
  QuestionRecord,
  QuestionUpdateRequest,
  QuestionUsage,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The question bank calls of the question/questionList page. */
export function questionApi(client: EnvelopeClient) {
  return {
    list: (body: QuestionListRequest) => client.post<QuestionListResult>('/api/admin/question/list', body),
    add: (body: QuestionAddRequest) => client.post<QuestionRecord>('/api/admin/question/add', body, { invalidates: 'question' }),
    update: (body: QuestionUpdateRequest) => client.post<QuestionRecord>('/api/admin/question/update', body, { invalidates: 'question' }),
    setStatus: (id: number, status: 'enabled' | 'disabled') =>
      client.post<null>('/api/admin/question/status', { id, status }, { invalidates: 'question' }),
    remove: (id: number) => client.post<null>('/api/admin/question/delete', { id }, { invalidates: 'question' }),
    whereUsed: (id: number) => client.post<QuestionUsage[]>('/api/admin/question/whereUsed', { id }),
    tags: () => client.post<string[]>('/api/admin/question/tags', {}),
    pictureItOptions: (keyword?: string) =>
      client.post<PictureItOption[]>('/api/admin/question/pictureItOptions', keyword ? { keyword } : {}),
  };
}
