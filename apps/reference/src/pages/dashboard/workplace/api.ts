/** What loading the sample data set changes: every list of the console fetches again. */
export const SAMPLE_DATA_RESOURCES = [
  'project',
  'session',
  'minutes',
  'user',
  'role',
  'question',
  'pictureIt',
  'agreement',
  'file',
  'dict',
];
