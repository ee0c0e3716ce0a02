/**
 * @backoffice/console-core/contract: the backend contract's wire shapes as TypeBox schemas (plain JSON Schema at
 * run time). Validate a server's answers with them, serialise your own server's answers with them, or read the
 * kit's types off them (`Static<typeof MenuNodeSchema>` is the kit's `MenuNode`).
 */
export {
  DictEntrySchema,
  DictItemSchema,
  EnvelopeSchema,
  LocaleLabelsSchema,
  LoginResultSchema,
  MenuAndOperateSchema,
  MenuNodeFieldsSchema,
  MenuNodeSchema,
  PageSchema,
  UserInfoSchema,
  type WireType,
} from './wire';
