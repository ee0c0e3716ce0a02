// Choices the server's schemas fix, as values a console can list (generated from the OpenAPI document into
// generated/values.json by scripts/value-lists.ts), each typed by the route field it comes from.
import values from './generated/values.json';
import type { ApiBody } from './routes';

/**
 * A colour a dictionary item may carry: Arco Design's preset tag colours, as `/api/admin/dict/item/add` takes them.
 * @example
 * const color: DictItemColor = 'arcoblue';
 */
export type DictItemColor = NonNullable<ApiBody<'/api/admin/dict/item/add'>['color']>;

/**
 * Every colour a dictionary item may carry, in the server's order (the server refuses any other with 400).
 * @example
 * const options = DICT_ITEM_COLORS.map((color) => ({ label: color, value: color }));
 */
export const DICT_ITEM_COLORS = values.dictItemColors as readonly DictItemColor[];
