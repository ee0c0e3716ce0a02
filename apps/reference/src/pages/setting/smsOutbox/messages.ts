/** Strings of the SMS outbox. */
export const smsOutboxMessages = {
  'en-US': {
    'smsOutbox.title': 'SMS outbox',
    'smsOutbox.note':
      'No SMS gateway is configured, so text messages are recorded here instead of being sent. Read a code here to finish a phone number change. Once the server has a gateway (SMS_GATEWAY_URL), messages are delivered and no longer appear here.',
    'smsOutbox.search.recipient': 'Phone number',
    'smsOutbox.search.submit': 'Search',
    'smsOutbox.search.reset': 'Reset',
    'smsOutbox.column.recipient': 'To',
    'smsOutbox.column.body': 'Message',
    'smsOutbox.column.createdAt': 'Recorded',
  },
  'zh-CN': {
    'smsOutbox.title': '短信发件箱',
    'smsOutbox.note':
      '未配置短信网关，短信记录在此而不会发送。可在此查看验证码以完成手机号修改。服务器配置网关（SMS_GATEWAY_URL）后，短信将直接发送，不再出现在此处。',
    'smsOutbox.search.recipient': '手机号',
    'smsOutbox.search.submit': '查询',
    'smsOutbox.search.reset': '重置',
    'smsOutbox.column.recipient': '收件人',
    'smsOutbox.column.body': '短信内容',
    'smsOutbox.column.createdAt': '记录时间',
  },
};
