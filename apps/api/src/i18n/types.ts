// A catalog entry is a pair rather than an object so the catalog reads as a two-column table, English then Chinese.

/** One message: its English template and its zh-CN template (`{name}` placeholders carried over). */
export type CatalogEntry = readonly [en: string, zh: string];
