/** Arco Design's preset tag colours: the only colours a dictionary item may carry. */
export const ARCO_PRESET_COLORS = [
  'red',
  'orangered',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'arcoblue',
  'purple',
  'pinkpurple',
  'magenta',
  'gray',
] as const;

/** One of {@link ARCO_PRESET_COLORS}. */
export type ArcoPresetColor = (typeof ARCO_PRESET_COLORS)[number];
